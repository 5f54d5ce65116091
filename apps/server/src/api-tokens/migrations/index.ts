import type { Migration } from 'kysely';
import * as tokensApiTokens from './20261123_tokens_api_tokens';

/** The api-tokens module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_tokens_api_tokens': tokensApiTokens,
};
