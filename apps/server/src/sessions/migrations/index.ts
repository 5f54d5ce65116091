import type { Migration } from 'kysely';
import * as oauthSessionClient from './20261123_oauth_session_client';

/** The sessions module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_oauth_session_client': oauthSessionClient,
};
