import type { Migration } from 'kysely';
import * as ssoLogin from './20261123_sso_login';
import * as ssoSpSigningKey from './20261123_sso_sp_signing_key';

/** The sso module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_sso_login': ssoLogin,
  '20261123_sso_sp_signing_key': ssoSpSigningKey,
};
