import { fileURLToPath } from 'node:url';
import { filesNotOnPostgres } from '../src/test/postgres-files';

// Prints, as JSON, the server's test files that never reach the database under test (vitest.config.ts excludes them
// from the PostgreSQL pass). A script of its own so that the config imports no TypeScript source.
process.stdout.write(JSON.stringify(filesNotOnPostgres(fileURLToPath(new URL('..', import.meta.url)))));
