import type { AccountState } from '@portico/core-state/admin';

type AdminBoxAction = Parameters<AccountState['updateCustomLogin']>[0][number];

/** One `set` action per top-level key whose value changed, one `unset` per removed key (empty when nothing changed). */
export function changeActions(before: Record<string, unknown>, after: Record<string, unknown>): AdminBoxAction[] {
  const out: AdminBoxAction[] = [];
  for (const [path, payload] of Object.entries(after)) if (JSON.stringify(before[path]) !== JSON.stringify(payload)) out.push({ type: 'set', path, payload });
  for (const path of Object.keys(before)) if (!(path in after)) out.push({ type: 'unset', path });
  return out;
}
