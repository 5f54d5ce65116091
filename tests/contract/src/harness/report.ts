import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallOutcome } from './coverage';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The headline the issue asks for: `server answers N of M calls`. */
export function headline(outcomes: CallOutcome[]): string {
  return `server answers ${outcomes.filter((o) => o.served).length} of ${outcomes.length} calls`;
}

/** Served / total per domain, e.g. `roles 2/33`. */
export function byDomain(outcomes: CallOutcome[]): string {
  const tally = new Map<string, [number, number]>();
  for (const o of outcomes) {
    const domain = o.name.split('.')[0] as string;
    const [served, total] = tally.get(domain) ?? [0, 0];
    tally.set(domain, [served + (o.served ? 1 : 0), total + 1]);
  }
  return [...tally].map(([d, [s, t]]) => `${d} ${s}/${t}`).join(', ');
}

/** Prints the figure and, when the repo's reports folder exists (scripts/test makes it), writes it there too. */
export function publish(outcomes: CallOutcome[]): void {
  const failing = outcomes.filter((o) => o.exchanges.some((x) => x.status >= 500)).map((o) => o.name);
  const text = `${headline(outcomes)}\n${byDomain(outcomes)}\n${failing.length ? `answered 5xx (bad input must get a 4xx): ${failing.join(', ')}\n` : ''}`;
  console.log(`[contract] ${text.trimEnd()}`);
  const dir = process.env.REPORTS ?? join(ROOT, 'reports');
  if (!existsSync(dir)) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'contract.txt'), text);
  const notServed = outcomes.filter((o) => !o.served).map((o) => o.name);
  writeFileSync(join(dir, 'contract.json'), `${JSON.stringify({ served: outcomes.length - notServed.length, total: outcomes.length, notServed }, null, 2)}\n`);
}
