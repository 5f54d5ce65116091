// Every module's migrations, collected from the one module list: the migrator and the PGlite template both use it.
import { collectMigrations } from './db/migrate';
import { MODULES } from './modules';

/** The migrations of every module in src/modules.ts, by name (db/migrate.ts refuses a name two modules declare). */
export const MIGRATIONS = collectMigrations(MODULES);
