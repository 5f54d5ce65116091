/** Where focus was when a dialog opened, and enough about its place to find a stand-in if it is gone at close. */
export interface ReturnPoint {
  el: HTMLElement | null;
  body: HTMLTableSectionElement | null;
  index: number;
  column: string | null;
  content: HTMLElement | null;
}

const CONTROL = 'summary, button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Notes the focused element (the dialog's opener) and its row, column and section. */
export function rememberFocus(): ReturnPoint {
  const el = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  const row = el?.closest('tr');
  const body = row?.parentElement instanceof HTMLTableSectionElement ? row.parentElement : null;
  return {
    el,
    body,
    index: row && body ? [...body.rows].indexOf(row) : -1,
    column: el?.closest('td')?.getAttribute('data-column') ?? null,
    content: el?.closest<HTMLElement>('.portico-admin-content') ?? null,
  };
}

/**
 * The control focus goes back to when the dialog closes: the opener (a closed row menu's button for an item of it); if
 * its row was removed, the same column's control in the row now at its place (or the last row); else the section heading.
 */
export function returnTarget(point: ReturnPoint): HTMLElement | null {
  const { el } = point;
  const opener = el?.closest('details:not([open])')?.querySelector<HTMLElement>('summary') ?? el;
  if (opener?.isConnected) return opener;
  if (point.body?.isConnected && point.column) {
    const rows = [...point.body.rows].filter((r) => r.hasAttribute('data-row-id'));
    const row = rows[Math.min(point.index, rows.length - 1)];
    const control = [...(row?.cells ?? [])].find((td) => td.dataset.column === point.column)?.querySelector<HTMLElement>(CONTROL);
    if (control) return control;
  }
  return point.content?.isConnected ? point.content.querySelector<HTMLElement>('.portico-admin-title') : null;
}
