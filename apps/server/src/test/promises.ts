import { DEMO_PASSWORD, lastMail, linkParams, type TestServer } from './fixture';
import { ID, newTenantAdmin } from './users-admin';

/** A fresh tenant whose owner acts: the context of one probe or trigger. */
export interface PromiseCtx {
  t: TestServer;
  tenantId: string;
  email: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each check states the shape it reads
  call(path: string, init?: { method?: string; json?: unknown }): Promise<{ status: number; data: any; text: string }>;
}

/** Signs up a new tenant and returns its owner's context. */
export async function freshTenant(t: TestServer, name: string): Promise<PromiseCtx> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${crypto.randomUUID().slice(0, 6)}@promises.test`;
  const { accessToken, tenantId } = await newTenantAdmin(t, email, name);
  return { t, tenantId, email, call: (path, init = {}) => t.browser().fetch(path, { ...init, token: accessToken }) };
}

const fresh = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@promises.test`;
const invite = (c: PromiseCtx, email = fresh('invitee')) => c.call(`${ID}/users/v2`, { json: { email, name: 'Invitee', roleIds: [] } });
const invited = async (c: PromiseCtx): Promise<{ email: string; id: string }> => {
  const email = fresh('member');
  const res = await invite(c, email);
  if (res.status !== 201) throw new Error(`invite ${res.status} ${res.text}`);
  return { email, id: res.data.id as string };
};

/**
 * One creation of each limited thing, by the limit key the Usage section shows. The generated check (promises-kept.test.ts)
 * runs each against a limit of one more than the tenant uses: the first must pass, the next be refused. A limit Usage
 * shows without a probe here fails the check.
 */
export const LIMIT_PROBES: Record<string, (c: PromiseCtx) => Promise<{ status: number; data: { errors?: string[] } }>> = {
  seats: (c) => invite(c),
  apiTokens: (c) => c.call(`${ID}/tenants/api-tokens/v2`, { json: { description: 'Probe', roleIds: [] } }),
  subAccounts: (c) => c.call('/tenants/resources/sub-tenants/v1', { json: { name: `Probe ${crypto.randomUUID().slice(0, 4)}` } }),
  webhooks: (c) => c.call('/webhook/custom', { json: { displayName: 'Probe', url: 'https://hooks.example.test/probe', eventKeys: ['frontegg.user.created'] } }),
  ssoConnections: (c) => c.call('/team/resources/sso/v1/configurations', { json: { type: 'saml', enabled: false } }),
};

/** A step that triggers one event kind: `prepare` runs before the channels subscribe, `act` is the moment the event names. */
export interface Trigger {
  moment: string;
  prepare?(c: PromiseCtx): Promise<unknown>;
  act(c: PromiseCtx, prepared: unknown): Promise<unknown>;
}

/**
 * The moment each event kind of the catalogue names, by key. The generated check subscribes a webhook, an e-mail
 * recipient, a phone number and a slack channel to the key, acts, and expects exactly one delivery on each. An event
 * kind the connectivity screens offer without a trigger here fails the check.
 */
export const EVENT_TRIGGERS: Record<string, Trigger> = {
  'frontegg.user.created': { moment: 'an admin invites a new address (its account is created)', act: (c) => invited(c) },
  'frontegg.user.invitedToTenant': { moment: 'an admin invites a user', act: (c) => invited(c) },
  'frontegg.user.activated': {
    moment: 'the invitee sets a password through the mailed activation link',
    prepare: (c) => invited(c),
    act: async (c, m) => {
      const res = await c.t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(c.t, (m as { email: string }).email)).links[0]!), password: DEMO_PASSWORD } });
      if (res.status !== 200) throw new Error(`activate ${res.status} ${res.text}`);
    },
  },
  'frontegg.user.deleted': {
    moment: 'an admin removes a member', prepare: (c) => invited(c),
    act: (c, m) => c.call(`/team/resources/members/v1/${(m as { id: string }).id}`, { method: 'DELETE' }),
  },
  'frontegg.user.rolesChanged': {
    moment: "an admin changes a member's roles", prepare: (c) => invited(c),
    act: async (c, m) => {
      const role = ((await c.call(`${ID}/roles/v1`)).data as { id: string; key: string }[]).find((r) => r.key === 'ReadOnly')!;
      return c.call(`/team/resources/members/v1/${(m as { id: string }).id}`, { method: 'PUT', json: { roleIds: [role.id] } });
    },
  },
  'frontegg.user.authenticated': { moment: 'a user signs in', act: (c) => c.t.login(c.email) },
  'frontegg.user.failedAuthentication': {
    moment: 'a sign-in with a wrong password',
    act: (c) => c.t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: c.email, password: 'Wrong-password-1' } }),
  },
};
