import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SubAccountTreeRow } from '@portico/core-state/admin';
import { cx } from '@portico/ui-kit';
import { useAdmin } from '../../context';

// Literal classes so Tailwind sees them; deeper levels share the last indent.
const INDENT = ['ps-2', 'ps-6', 'ps-10', 'ps-14', 'ps-18', 'ps-22', 'ps-26'];

/**
 * The account hierarchy as an ARIA tree (flat items with aria-level / posinset / setsize). Keys: Up / Down move,
 * Right opens or enters, Left closes or goes to the parent, Home / End, Enter or Space selects.
 */
export function AccountTree({ rows, selectedId, onSelect }: { rows: SubAccountTreeRow[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { strings } = useAdmin();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(() => {
    const hidden = new Set<string>();
    return rows.filter((r) => {
      if (r.parentId && (hidden.has(r.parentId) || closed.has(r.parentId))) {
        hidden.add(r.node.tenantId);
        return false;
      }
      return true;
    });
  }, [rows, closed]);
  const current = visible.find((r) => r.node.tenantId === focusId) ?? visible.find((r) => r.node.tenantId === selectedId) ?? visible[0];
  const move = (row: SubAccountTreeRow | undefined) => {
    if (!row) return;
    setFocusId(row.node.tenantId);
    refs.current.get(row.node.tenantId)?.focus();
  };
  const toggle = (id: string, open: boolean) => setClosed((c) => {
    const next = new Set(c);
    if (open) next.delete(id);
    else next.add(id);
    return next;
  });
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, row: SubAccountTreeRow) => {
    const i = visible.indexOf(row);
    const id = row.node.tenantId;
    const open = row.hasChildren && !closed.has(id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(visible[i + 1]),
      ArrowUp: () => move(visible[i - 1]),
      Home: () => move(visible[0]),
      End: () => move(visible.at(-1)),
      ArrowRight: () => (open ? move(visible[i + 1]) : row.hasChildren && toggle(id, true)),
      ArrowLeft: () => (open ? toggle(id, false) : move(visible.find((r) => r.node.tenantId === row.parentId))),
      Enter: () => onSelect(id),
      ' ': () => onSelect(id),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
  const click = (id: string) => {
    setFocusId(id);
    onSelect(id);
  };
  return (
    <ul role="tree" aria-label={strings.allAccounts.treeLabel} className="portico-admin-accounts__tree m-0 flex list-none flex-col gap-0.5 p-0">
      {visible.map((row) => {
        const id = row.node.tenantId;
        const selected = id === selectedId;
        return (
          <li
            key={id}
            ref={(el) => void (el ? refs.current.set(id, el) : refs.current.delete(id))}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-posinset={row.position}
            aria-setsize={row.setSize}
            aria-selected={selected}
            aria-expanded={row.hasChildren ? !closed.has(id) : undefined}
            tabIndex={current?.node.tenantId === id ? 0 : -1}
            aria-label={row.node.isReseller ? `${row.node.name}, ${strings.allAccounts.reseller}` : row.node.name}
            data-account-id={id}
            className={cx(
              'portico-admin-accounts__node flex cursor-pointer items-center gap-2 rounded py-1.5 pe-2 outline-offset-2 focus-visible:outline-2',
              INDENT[Math.min(row.depth, INDENT.length - 1)],
              selected && 'bg-indigo-50 font-semibold text-indigo-900',
            )}
            onClick={() => click(id)}
            onKeyDown={(e) => onKeyDown(e, row)}
          >
            <span
              aria-hidden="true"
              className="portico-admin-accounts__twisty inline-block w-3 text-center"
              onClick={(e) => {
                e.stopPropagation();
                if (row.hasChildren) toggle(id, closed.has(id));
              }}
            >
              {row.hasChildren ? (closed.has(id) ? '▸' : '▾') : ''}
            </span>
            <span className="portico-admin-accounts__name">{row.node.name}</span>
            {row.node.isReseller && <span aria-hidden="true" className="portico-admin-badge portico-admin-accounts__reseller">{strings.allAccounts.reseller}</span>}
          </li>
        );
      })}
    </ul>
  );
}
