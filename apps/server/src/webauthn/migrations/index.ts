import type { Migration } from 'kysely';
import * as passkeysWebauthn from './20261123_passkeys_webauthn';

/** The webauthn module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_passkeys_webauthn': passkeysWebauthn,
};
