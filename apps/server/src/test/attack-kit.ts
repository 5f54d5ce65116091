import { createHash, randomBytes } from 'node:crypto';
import { keyMatches } from '../roles';
import type { Browser, TestServer } from './fixture';
import { ID } from './users-admin';

/** The id of the vendor's Admin role (every permission), which the attack tests give victims and attackers. */
export async function vendorAdminRoleId(t: TestServer): Promise<string> {
  return (await t.db.selectFrom('roles').select('id').where('key', '=', 'Admin').where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;
}

/** `/team/resources` */
export const TEAM = '/team/resources';

/** The demo OAuth client of the test fixture (cookie-held refresh token). */
export const DEMO_CLIENT = { clientId: 'portico-demo', redirectUri: 'http://app.test/oauth/callback' };

/**
 * Runs the OAuth code flow (PKCE S256) on the session the browser's refresh cookie holds, as any page of the app could:
 * authorize answers a code at once, the token endpoint exchanges it (after `beforeExchange`, when given). Returns both answers.
 */
export async function codeFlow(b: Browser, beforeExchange?: () => Promise<void>) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const q = new URLSearchParams({ client_id: DEMO_CLIENT.clientId, redirect_uri: DEMO_CLIENT.redirectUri, response_type: 'code', state: 's1',
    code_challenge: challenge, code_challenge_method: 'S256', scope: 'openid email profile' });
  const authorize = await b.fetch(`/oauth/authorize?${q}`);
  const location = authorize.headers.get('location') ?? '';
  const code = location.startsWith(DEMO_CLIENT.redirectUri) ? new URL(location).searchParams.get('code') : null;
  if (!code) return { authorize, token: undefined };
  await beforeExchange?.();
  const token = await b.fetch('/oauth/token', { json: { grant_type: 'authorization_code', code, redirect_uri: DEMO_CLIENT.redirectUri, code_verifier: verifier, client_id: DEMO_CLIENT.clientId } });
  return { authorize, token };
}

/** Starts impersonating `userId` in the admin's browser (the browser's cookie then holds the impersonation session). */
export const impersonate = (b: Browser, adminToken: string, userId: string) =>
  b.fetch(`${ID}/impersonation/v1`, { json: { userId, reason: 'attack test' }, token: adminToken });

/** Ends the impersonation the token belongs to. */
export const endImpersonation = (b: Browser, token: string) => b.fetch(`${ID}/impersonation/v1`, { method: 'DELETE', token });

/** A role of the tenant holding exactly the given permission keys (or patterns), assigned to the user; returns the role id. */
export async function customRoleFor(t: TestServer, adminToken: string, userId: string, keys: string[]): Promise<string> {
  const b = t.browser();
  const perms = (await b.fetch(`${ID}/permissions/v1`, { token: adminToken })).data as { id: string; key: string }[];
  // Each entry is a key or a pattern (`fe.secure.read.*`): the role holds every catalogue key it matches.
  if (keys.some((k) => !perms.some((p) => keyMatches(k, p.key)))) throw new Error(`unknown permission among ${keys.join(', ')}`);
  const ids = perms.filter((p) => keys.some((k) => keyMatches(k, p.key))).map((p) => p.id);
  const role = await b.fetch(`${ID}/roles/v1`, { json: { key: `k${Date.now().toString(36)}`, name: `Narrow ${Date.now().toString(36)}`, description: 'attack test' }, token: adminToken });
  if (role.status >= 300) throw new Error(`role ${role.status} ${role.text}`);
  const roleId = (Array.isArray(role.data) ? role.data[0] : role.data).id as string;
  const set = await b.fetch(`${ID}/roles/v1/${roleId}/permissions`, { method: 'PUT', json: { permissionIds: ids }, token: adminToken });
  if (set.status >= 300) throw new Error(`role permissions ${set.status} ${set.text}`);
  const assign = await b.fetch(`${TEAM}/members/v1/${userId}`, { method: 'PUT', json: { roleIds: [roleId] }, token: adminToken });
  if (assign.status >= 300) throw new Error(`assign ${assign.status} ${assign.text}`);
  return roleId;
}
