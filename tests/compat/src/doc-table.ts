import { readFileSync, writeFileSync } from 'node:fs';
import type { Result } from './run';

const DOC = new URL('../../../docs/compatibility.md', import.meta.url);
const START = '<!-- function table: written by `COMPAT_WRITE_DOC=1 pnpm vitest run --project @portico/compat` -->';
const END = '<!-- end of function table -->';

const STATUS: Record<Result['outcome'], string> = {
  works: 'works',
  'different shape': 'answers, different shape',
  refused: 'refused',
  'not served': 'not served',
  'third party': 'needs a third party',
  'not in spec': 'not in the spec',
};

/** The function table of docs/compatibility.md: one row per exported function, by domain. */
export function functionTable(results: Result[]): string {
  const rows = [...results].sort((a, b) => a.name.localeCompare(b.name)).map((r) => {
    const status = r.kind === 'deliberate' ? 'deliberate difference' : STATUS[r.outcome];
    const note = (r.outcome === 'works' && r.kind !== 'deliberate' ? '' : r.detail).replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 160);
    return `| \`${r.name}\` | ${status} | ${note} |`;
  });
  return ['| Function | Status | Note |', '|---|---|---|', ...rows].join('\n');
}

/** Rewrites the table between its markers in docs/compatibility.md. */
export function writeDocTable(results: Result[], summary: string): void {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error('docs/compatibility.md has no function-table markers');
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n\n${summary}\n\n${functionTable(results)}\n\n${doc.slice(to)}`);
}
