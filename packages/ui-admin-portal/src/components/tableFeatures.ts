import { columnVisibilityFeature, rowPaginationFeature, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The TanStack Table v9 features every admin table opts into: paging and sorting are manual (server-side), so no row models; search and filters go to the server, so no filtering feature. */
export const adminTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });

/** A column of a {@link DataTable}, typed by the admin table features. */
export type AdminColumnDef<T extends RowData> = ColumnDef<typeof adminTableFeatures, T>;
