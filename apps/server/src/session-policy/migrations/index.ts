import type { Migration } from 'kysely';
import * as sessionsSessionPolicies from './20261123_sessions_session_policies';

/** The session-policy module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_sessions_session_policies': sessionsSessionPolicies,
};
