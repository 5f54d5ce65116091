import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Migrations by the name each database records in `kysely_migration` (a name, once shipped, never changes). */
export type Migrations = Readonly<Record<string, Migration>>;

/** What the migrator reads of a module (kernel/module.ts's `ServerModule`). */
export interface MigrationOwner {
  name: string;
  migrations?: Migrations;
}

/**
 * Every module's migrations in one record (src/migrations.ts calls it with the module list). Two modules declaring one
 * name refuse to start: which of the two a database ran would be unknowable.
 */
export function collectMigrations(modules: readonly MigrationOwner[]): Migrations {
  const owners = new Map<string, string>();
  const all: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      const first = owners.get(name);
      if (first) throw new Error(`Migration ${name} is declared by two modules: ${first} and ${module.name}`);
      owners.set(name, module.name);
      all[name] = migration;
    }
  }
  return all;
}

/** The names of a migration list in the order they run (the PGlite template is keyed by them). */
export const migrationNames = (migrations: Migrations): string[] => Object.keys(migrations).sort();

/**
 * Brings the schema (optionally a named PostgreSQL schema) to the latest migration; throws with the failing
 * migration's error. Kysely runs pending migrations in name order. Modules add theirs in parallel, so an existing
 * database may meet a new name that sorts before its last one: allowUnorderedMigrations runs it instead of refusing.
 */
export async function migrateToLatest(db: Kysely<unknown>, migrations: Migrations, schema?: string): Promise<void> {
  if (await upToDate(db, migrations, schema)) return;
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  // Naming the schema keeps Kysely's bookkeeping tables per schema (its existence check looks across all schemas).
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}

/**
 * True when the database has recorded exactly these migrations: nothing to run and none missing, which is all Kysely's
 * migrator would conclude, after catalogue introspection that cost a restart on PGlite ≈ 0.5 s of CPU.
 * Rows appear only when a migration run commits, so a run in progress elsewhere is never taken for done.
 */
async function upToDate(db: Kysely<unknown>, migrations: Migrations, schema?: string): Promise<boolean> {
  const table = schema ? `${schema}.kysely_migration` : 'kysely_migration';
  const exists = await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db);
  if (!exists.rows[0]?.t) return false;
  const recorded = new Set((await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db)).rows.map((r) => r.name));
  const names = Object.keys(migrations);
  return recorded.size === names.length && names.every((n) => recorded.has(n));
}
