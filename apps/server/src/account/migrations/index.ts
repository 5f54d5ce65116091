import type { Migration } from 'kysely';
import * as tokensAccountMetadata from './20261123_tokens_account_metadata';

/** The account module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_tokens_account_metadata': tokensAccountMetadata,
};
