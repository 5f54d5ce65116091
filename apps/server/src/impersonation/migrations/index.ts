import type { Migration } from 'kysely';
import * as impersonSessions from './20261123_imperson_sessions';

/** The impersonation module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_imperson_sessions': impersonSessions,
};
