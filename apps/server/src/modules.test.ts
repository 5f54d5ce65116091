import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerModule, Wired } from './kernel/module';
import { ROUTE_MISS_HEADER } from './http/errors-middleware';
import type { SecuritySources } from './security-center';
import { DEMO_ADMIN, startServer, type TestServer } from './test/fixture';
import { ID, newTenantAdmin } from './test/users-admin';
import { newConnection, scimClient, USER } from './test/scim-kit';

// The started server proves every module's offers are wired. The modules are read from the folders (each
// `<folder>/module.ts`), not from src/modules.ts: a module left out of the list fails here by its routes and its offers.
const src = fileURLToPath(new URL('.', import.meta.url));
let onDisk: ServerModule[] = [];
let t: TestServer;
let owner: { accessToken: string; tenantId: string; userId: string };

beforeAll(async () => {
  const folders = readdirSync(src).filter((f) => f !== 'kernel' && existsSync(`${src}/${f}/module.ts`)).sort();
  onDisk = await Promise.all(folders.map(async (f) => Object.values(await import(`./${f}/module.ts`) as Record<string, ServerModule>)[0]!));
  t = await startServer();
  owner = await newTenantAdmin(t, 'owner@modules.test', 'Modules');
});
afterAll(async () => t?.close());

type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;
const call = (path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Res> =>
  t.browser().fetch(path, { token: owner.accessToken, ...init });
const withOffer = <K extends keyof ServerModule>(key: K) => onDisk.filter((m) => m[key] !== undefined);

describe('the module list', () => {
  it('every module folder names itself (its module.ts is found by its folder)', () => {
    expect(onDisk.length).toBeGreaterThan(30);
    for (const m of onDisk) expect(existsSync(`${src}/${m.name}/module.ts`), m.name).toBe(true);
  });
});

describe('every module\'s route groups are mounted and answer', () => {
  // Building a group only to read its routes: no handler runs, so no composed offer is needed.
  const routesOf = (m: ServerModule) => (m.mounts ?? []).map((mount) => ({
    mount, routes: mount.routes(t.deps, {} as Wired).routes.filter((r) => r.method !== 'ALL'),
  }));
  const at = (prefix: string, host: boolean | undefined, path: string) =>
    `${host ? '' : `/${t.deps.config.prefix}`}${prefix}${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

  it('each module\'s every route is in the started app', () => {
    const served = new Set(t.app.routes.map((r) => `${r.method} ${r.path.replace(/(.)\/$/, '$1')}`));
    const missing = onDisk.flatMap((m) => routesOf(m).flatMap(({ mount, routes }) =>
      [...new Set(routes.map((r) => `${r.method} ${at(mount.prefix, mount.host, r.path)}`))].filter((k) => !served.has(k)).map((k) => `${m.name}: ${k}`)));
    expect(missing, 'add the module to src/modules.ts').toEqual([]);
  });

  it('a request to one route of each group reaches a handler (no router 404/405)', async () => {
    const unserved: string[] = [];
    for (const m of onDisk) {
      for (const { mount, routes } of routesOf(m)) {
        const route = routes.find((r) => r.method === 'GET' && !r.path.includes('*')) ?? routes.find((r) => !r.path.includes('*'));
        expect(route, `${m.name} mounts a group without routes`).toBeDefined();
        const path = at(mount.prefix, mount.host, route!.path.replace(/:[^/]+/g, crypto.randomUUID()));
        const res = await t.browser().fetch(`${t.url}${path}`, { method: route!.method });
        if (res.headers.get(ROUTE_MISS_HEADER)) unserved.push(`${m.name}: ${route!.method} ${path} → ${res.status}`);
      }
    }
    expect(unserved).toEqual([]);
  });
});

describe('every security-centre reader a module offers moves its part of the score', () => {
  // One setting per reader, saved through the owning module's own route; a new reader without a probe fails here.
  const PROBES: Record<keyof SecuritySources, { part: string; save: () => Promise<Res[]> }> = {
    sessionPolicy: { part: 'SESSIONS', save: async () => [await call(`${ID}/configurations/sessions/v1`, { json: { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 } } })] },
    ipRestrictions: { part: 'IP', save: async () => [
      await call(`${ID}/configurations/v1/restrictions/ip`, { json: { ip: '203.0.113.7', strategy: 'BLOCK', isActive: true } }),
      await call(`${ID}/configurations/v1/restrictions/ip/config`, { json: { isActive: true, strategy: 'BLOCK' } }),
    ] },
    domainRestrictions: { part: 'DOMAIN', save: async () => [
      await call(`${ID}/configurations/restrictions/v1/email-domain`, { json: { domain: 'spam.test', type: 'block' } }),
      await call(`${ID}/configurations/restrictions/v1/email-domain/config`, { json: { active: true, listType: 'block' } }),
    ] },
    sso: { part: 'SSO', save: async () => [await call('/team/resources/sso/v1/configurations', { json: { type: 'saml', ssoEndpoint: 'https://idp.modules.test/sso', enabled: true } })] },
  };
  const scoring = async () => (await call('/security-center/resources/v1/recommendations')).data.scoring as Record<string, number>;

  it('the readers offered are exactly those with a probe, each offered once', () => {
    const offered = withOffer('security').flatMap((m) => Object.keys(m.security!));
    expect(offered.sort()).toEqual(Object.keys(PROBES).sort());
  });

  it.each(Object.keys(PROBES) as (keyof SecuritySources)[])('%s: saving the setting raises its part from 0', async (kind) => {
    const { part, save } = PROBES[kind];
    expect((await scoring())[part]).toBe(0);
    for (const res of await save()) expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
    expect((await scoring())[part]).toBeGreaterThan(0);
  });
});

describe('member lists show what other modules offer', () => {
  const listed = async (email: string) =>
    ((await call(`${ID}/users/v3?_limit=50`)).data.items as { email: string; provider: string; managedBy: string; groups: { name: string }[] }[]).find((u) => u.email === email);

  // A member per source, made the way that module makes one; a new source without a probe fails here.
  const SOURCES: Record<string, { provider: string; make: () => Promise<string> }> = {
    sso: { provider: 'saml', make: async () => {
      // What an SSO login records for the member it signs in (sso/provision.ts); the login itself is sso/*-login.test.ts's.
      await t.db.insertInto('sso_identities').values({ user_id: owner.userId, tenant_id: owner.tenantId, provider: 'saml', subject: 'owner', created_at: new Date() }).execute();
      return 'owner@modules.test';
    } },
    directory: { provider: 'scim2', make: async () => {
      const email = 'scim-member@modules.test';
      const scim = scimClient(t, (await newConnection(t, owner.accessToken)).token);
      expect((await scim('POST', '/Users', { schemas: [USER], userName: email })).status).toBe(201);
      return email;
    } },
  };

  it('the member sources offered are exactly those with a probe', () => {
    expect(withOffer('memberSources').map((m) => m.name).sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it.each(Object.keys(SOURCES))('%s: a member it manages shows its source in the users list', async (name) => {
    const { provider, make } = SOURCES[name]!;
    const email = await make();
    expect(await listed(email)).toMatchObject({ provider, managedBy: provider });
  });

  it('groups: a member added to a group shows it in the users list', async () => {
    expect(withOffer('memberGroups').map((m) => m.name)).toEqual(['groups']);
    const group = await call(`${ID}/groups/v1`, { json: { name: 'Wired' } });
    expect(group.status).toBe(201);
    expect((await call(`${ID}/groups/v1/${group.data.id}/users`, { json: { userIds: [owner.userId] } })).status).toBe(200);
    expect((await listed('owner@modules.test'))!.groups.map((g) => g.name)).toEqual(['Wired']);
  });
});

describe('the event bus delivers every channel family a module offers', () => {
  it('each family\'s source and every channel it yields are on the bus', () => {
    const families = withOffer('events').map((m) => m.events!(t.deps));
    expect(families.length).toBeGreaterThan(0);
    expect(t.deps.events.wiring()).toEqual({
      sources: families.map((f) => f.source).sort(),
      senders: families.flatMap((f) => Object.keys(f.senders)).sort(),
    });
  });
});

describe('a lost unique-constraint race answers what the owning module says', () => {
  // A trigger makes one insert (a webhook) fail as if it had lost the race on the named constraint, so each answer
  // is checked through the started server's own error handler.
  beforeAll(async () => {
    await sql`create table wiring_probe (name text)`.execute(t.db);
    await sql`create function wiring_probe_raise() returns trigger language plpgsql as $$
      declare n text; begin select name into n from wiring_probe limit 1;
      if n is not null then raise unique_violation using constraint = n, message = 'wiring probe'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger wiring_probe before insert on webhooks for each row execute function wiring_probe_raise()`.execute(t.db);
  });

  it('every offered constraint answers its module\'s error, not the generic conflict', async () => {
    const offered = withOffer('unique').flatMap((m) => Object.entries(m.unique!).map(([constraint, answer]) => ({ module: m.name, constraint, answer: answer() })));
    expect(offered.length).toBeGreaterThan(4);
    const admin = (await t.login(DEMO_ADMIN)).accessToken;
    for (const { module, constraint, answer } of offered) {
      await sql`delete from wiring_probe`.execute(t.db);
      await sql`insert into wiring_probe (name) values (${constraint})`.execute(t.db);
      const res = await call('/webhook/custom', { token: admin, json: { displayName: 'Probe', url: 'http://127.0.0.1:9/hook', eventKeys: ['frontegg.user.created'] } });
      expect({ module, constraint, status: res.status, errors: res.data.errors }).toEqual({ module, constraint, status: answer.status, errors: answer.errors });
    }
  });
});
