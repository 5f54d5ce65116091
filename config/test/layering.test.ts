import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax'].includes(m.ruleId ?? ''));
}

// The first lint loads the config, the parser and TypeScript (seconds on a loaded machine): once, outside the cases.
beforeAll(() => lint('packages/entitlements/src/x.ts', ''), 60_000);

// Each row is an import the dependency direction forbids (or allows) in a given file.
const cases: Array<[file: string, code: string, rejected: boolean]> = [
  ['packages/entitlements/src/x.ts', "import { a } from '@portico/rest-api';\nexport const b = a;", true],
  ['packages/entitlements/src/x.ts', "import { z } from 'zod';\nexport const b = z;", true],
  ['packages/rest-api/src/x.ts', "import { a } from '@portico/core-state';\nexport const b = a;", true],
  ['packages/core-state/src/auth/x.ts', "import { useState } from 'react';\nexport const b = useState;", true],
  ['packages/core-state/src/x.ts', "import { a } from '@portico/ui-login';\nexport const b = a;", true],
  ['packages/ui-login/src/x.ts', "import { a } from '@portico/rest-api';\nexport const b = a;", true],
  ['packages/ui-login/src/x.ts', "import { a } from '@portico/rest-api/auth';\nexport const b = a;", true],
  ['packages/ui-admin-portal/src/x.ts', "export const b = () => fetch('/x');", true],
  ['packages/ui-login/src/x.tsx', "export const B = () => <div style={{ color: 'red' }} />;", true],
  ['packages/ui-login/src/x.tsx', "export const B = () => <div className='portico-card' />;", false],
  ['packages/billing/src/x.ts', "import { a } from '@portico/ui-admin-portal';\nexport const b = a;", true],
  ['packages/rest-api/src/auth/calls.ts', "import { z } from 'zod';\nexport const b = z;", true],
  ['packages/rest-api/src/auth/schemas.ts', "import { z } from 'zod';\nexport const b = z;", false],
  ['packages/core-state/src/x.ts', "import { a } from '@portico/rest-api';\nexport const b = a;", false],
  ['packages/core-state/src/react/x.ts', "import { useSyncExternalStore } from 'react';\nexport const b = useSyncExternalStore;", false],
  ['packages/ui-login/src/x.ts', "import { a } from '@portico/core-state';\nexport const b = a;", false],
  ['packages/entitlements/src/x.ts', "import { a } from './y';\nexport const b = a;", false],
];

describe('lint enforces the dependency direction', () => {
  it.each(cases)('%s: %s → rejected=%s', async (file, code, rejected) => {
    const messages = await lint(file, code);
    expect(messages.length > 0).toBe(rejected);
  });
});
