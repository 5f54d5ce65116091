import type { BillingTableProps } from '@portico/billing/react';
import { DataTable } from '../../components/DataTable';
import type { AdminColumnDef } from '../../components/tableFeatures';

// TanStack types rows as records; billing's rows (invoices) are, but its table type is generic over any row.
type Row = Record<string, unknown>;

/** The billing screens' tables in the portal's TanStack table: same look, aligned headers, stable class names. */
export function BillingDataTable<T>({ name, caption, data, columns, getRowId }: BillingTableProps<T>) {
  const defs: AdminColumnDef<Row>[] = columns.map((c) => ({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original as T) }));
  return <DataTable name={name} caption={caption} data={data as unknown as Row[]} columns={defs} getRowId={(r) => getRowId(r as T)} />;
}
