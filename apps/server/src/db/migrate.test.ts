import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations';
import { MODULES } from '../modules';
import { collectMigrations, migrateToLatest, migrationNames, type Migrations } from './migrate';
import { PGliteDialect } from './pglite-dialect';

// The names every database migrated before migrations moved into their modules has recorded in kysely_migration.
// Frozen: a renamed or dropped one would run again (or never) on those databases. Never edit this list.
const SHIPPED = [
  '0001_identity_core', '0002_tenant_policies',
  '20261123_accounts_hierarchy', '20261123_audits_scale', '20261123_billing_ledger', '20261123_billing_plan_limits',
  '20261123_billing_setup_intents', '20261123_hooks_connectivity', '20261123_imperson_sessions',
  '20261123_oauth_session_client', '20261123_otc_passwordless', '20261123_passkeys_webauthn',
  '20261123_prod_key_rotation', '20261123_reports_notifications', '20261123_restrict_ip_domain',
  '20261123_roles_groups_applications', '20261123_scim_directory', '20261123_sec_rate_limits',
  '20261123_sessions_session_policies', '20261123_sms_phone_numbers', '20261123_social_providers',
  '20261123_sso_login', '20261123_sso_sp_signing_key', '20261123_stripe_subscription_mirror',
  '20261123_tokens_account_metadata', '20261123_tokens_api_tokens', '20261123_users_admin',
  '20261124_coord_subscription_external_unique', '20261127205800_reports_schedule_interval', '20261127_access_layer',
  '20261127_connectivity_subscription_name', '20261127_h_budgets_phone_unique', '20261127_tenant_default_role',
];

const src = fileURLToPath(new URL('..', import.meta.url));
const names = migrationNames(MIGRATIONS);
const added = names.filter((n) => !SHIPPED.includes(n));
const owners = (name: string) => MODULES.filter((m) => m.migrations && name in m.migrations).map((m) => m.name);

describe('the migrations collected from the modules', () => {
  it('keep every shipped name; any other is newer and named `YYYYMMDDHHMMSS_<module>_<change>` by its module', () => {
    expect(SHIPPED).toHaveLength(33);
    expect(SHIPPED.filter((n) => !names.includes(n)), 'a shipped migration was renamed or dropped').toEqual([]);
    const last = [...SHIPPED].sort().at(-1)!;
    for (const name of added) {
      const owner = owners(name)[0]!.replace(/-/g, '_');
      expect(name, 'a new migration: a real timestamp, its module, the change').toMatch(new RegExp(`^\\d{14}_${owner}_[a-z0-9_]+$`));
      // Sorting after every shipped name, it runs after them on a fresh database as on an existing one.
      expect(name > last, `${name} sorts after ${last}`).toBe(true);
    }
  });

  it('are each declared by exactly one module, in that module\'s own migrations folder', () => {
    for (const name of names) {
      const [owner, ...others] = owners(name);
      expect(others, name).toEqual([]);
      expect(existsSync(`${src}/${owner}/migrations/${name}.ts`), `${owner}/migrations/${name}.ts`).toBe(true);
    }
  });

  it('refuse to start when two modules declare one name', () => {
    const m = MIGRATIONS['0001_identity_core']!;
    expect(() => collectMigrations([{ name: 'a', migrations: { x: m } }, { name: 'b' }, { name: 'c', migrations: { x: m } }]))
      .toThrow('Migration x is declared by two modules: a and c');
    expect(Object.keys(collectMigrations([{ name: 'a', migrations: { y: m } }, { name: 'b', migrations: { x: m } }]))).toEqual(['y', 'x']);
  });
});

describe('a database migrated by the shipped list, opened with the collected one', () => {
  const lite = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(lite) });
  afterAll(() => db.destroy());
  const ran: string[] = [];
  // Each migration as declared, noting when it runs.
  const noted = (list: Migrations, only: readonly string[]): Migrations => Object.fromEntries(only.map((n): [string, Migration] => {
    const m = list[n]!;
    return [n, { ...m, up: async (d) => { ran.push(n); await m.up(d); } }];
  }));
  const recorded = async () => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);

  // Every migration on PGlite: about 25 s on a quiet 2-core machine.
  it('ran the shipped migrations in name order and finds only the newer ones pending, run in name order too', async () => {
    await migrateToLatest(db, noted(MIGRATIONS, SHIPPED));
    expect(ran).toEqual([...SHIPPED].sort());
    expect(await recorded()).toEqual([...SHIPPED].sort());

    const known = await new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) }, allowUnorderedMigrations: true }).getMigrations();
    expect(known.filter((m) => !m.executedAt).map((m) => m.name), 'pending').toEqual(added);

    ran.length = 0;
    await migrateToLatest(db, noted(MIGRATIONS, names));
    expect(ran).toEqual(added);
    expect(await recorded()).toEqual(names);
  }, 180_000);

  it('on a restart with every migration recorded, reads the names only; a new one still runs, a recorded one missing still refuses', async () => {
    const statements: string[] = [];
    const logged = new Kysely<unknown>({ dialect: new PGliteDialect(lite), log: (e) => { statements.push(e.query.sql); } });
    ran.length = 0;
    await migrateToLatest(logged, noted(MIGRATIONS, names));
    expect(ran).toEqual([]);
    expect(statements, 'no catalogue introspection, no migration lock').toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/pg_catalog|kysely_migration_lock/);

    const extra: Migration = { up: async (d) => { await sql`create table restart_probe (id int)`.execute(d); } };
    await migrateToLatest(logged, { ...noted(MIGRATIONS, names), '29991231000000_probe_added': extra });
    expect(await recorded()).toEqual([...names, '29991231000000_probe_added']);
    // Recorded but no longer declared: Kysely's migrator refuses, as it did before the shortcut.
    await expect(migrateToLatest(logged, noted(MIGRATIONS, names))).rejects.toThrow();
  }, 60_000);
});
