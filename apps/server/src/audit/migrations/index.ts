import type { Migration } from 'kysely';
import * as auditsScale from './20261123_audits_scale';

/** The audit module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_audits_scale': auditsScale,
};
