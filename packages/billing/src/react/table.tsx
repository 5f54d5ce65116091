import type { ReactNode } from 'react';

/** A column of a billing table: its header and how a row's cell renders. */
export interface BillingColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
}

/** What a table of the billing screens receives; a host passes its own table component (the portal: its TanStack table). */
export interface BillingTableProps<T> {
  /** Stable name of the table (`data-table`). */
  name: string;
  /** Accessible caption. */
  caption: string;
  data: T[];
  columns: BillingColumn<T>[];
  getRowId: (row: T) => string;
}

/** A table component a host lends the billing screens. */
export type BillingTable = <T>(props: BillingTableProps<T>) => ReactNode;

/** The built-in table, for hosts that lend none: the same columns, headers aligned with their cells. */
export function PlainTable<T>({ name, caption, data, columns, getRowId }: BillingTableProps<T>) {
  return (
    <div className="portico-billing__table-scroll" data-table={name}>
      <table className="portico-billing__table">
        <caption className="portico-visually-hidden">{caption}</caption>
        <thead><tr>{columns.map((c) => <th key={c.id} scope="col" data-column={c.id}>{c.header}</th>)}</tr></thead>
        <tbody>
          {data.map((row) => (
            <tr key={getRowId(row)}>{columns.map((c) => <td key={c.id} data-column={c.id}>{c.cell(row)}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
