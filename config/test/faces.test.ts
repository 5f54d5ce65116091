import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portico/faces');
}

const src = 'apps/server/src';
// The first lint loads the config, the parser and TypeScript (seconds on a loaded machine): once, outside the cases.
beforeAll(() => lint(`${src}/x.ts`, ''), 60_000);
// Each row is an import between the server's folders the faces rule forbids (or allows) in a given file.
const cases: Array<[file: string, code: string, rejected: boolean]> = [
  [`${src}/oauth/x.ts`, "import { tokenView } from '../api-tokens/view';\nexport const b = tokenView;", true],
  [`${src}/oauth/deep/x.ts`, "import { tokenView } from '../../api-tokens/view';\nexport const b = tokenView;", true],
  [`${src}/oauth/x.ts`, "export { tokenView } from '../api-tokens/view';", true],
  [`${src}/oauth/x.ts`, "export * from '../api-tokens/view';", true],
  [`${src}/oauth/x.ts`, "import type { TokenView } from '../api-tokens/view';\nexport type B = TokenView;", true],
  [`${src}/oauth/x.ts`, "export const b = () => import('../api-tokens/view');", true],
  [`${src}/db/x.ts`, "import type { AuthTables } from '../auth/routes';\nexport type B = AuthTables;", true],
  [`${src}/db/x.ts`, "import { x } from '../auth/tables';\nexport const b = x;", true],
  [`${src}/oauth/x.ts`, "import { ACCESS_TOKEN_PREFIX } from '../api-tokens';\nexport const b = ACCESS_TOKEN_PREFIX;", false],
  [`${src}/oauth/x.ts`, "import { ACCESS_TOKEN_PREFIX } from '../api-tokens/index';\nexport const b = ACCESS_TOKEN_PREFIX;", false],
  [`${src}/oauth/deep/x.ts`, "import { a } from '../repo';\nexport const b = a;", false],
  [`${src}/oauth/x.ts`, "import { MSG } from '../http/errors';\nimport type { Db } from '../db/connect';\nexport const b = (d: Db) => [d, MSG];", false],
  [`${src}/oauth/x.ts`, "import type { Deps } from '../deps';\nexport type B = Deps;", false],
  [`${src}/db/x.ts`, "import type { SsoTables } from '../sso/tables';\nexport type B = SsoTables;", false],
  [`${src}/oauth/x.test.ts`, "import { tokenView } from '../api-tokens/view';\nexport const b = tokenView;", false],
  [`${src}/test/x.ts`, "import { tokenView } from '../api-tokens/view';\nexport const b = tokenView;", false],
  [`${src}/x.ts`, "import { tokenView } from './api-tokens/view';\nexport const b = tokenView;", false],
];

describe("lint keeps the server's domains behind their faces (portico/faces)", () => {
  it.each(cases)('%s: %s → rejected=%s', async (file, code, rejected) => {
    const messages = await lint(file, code);
    expect(messages.length > 0).toBe(rejected);
  });
});
