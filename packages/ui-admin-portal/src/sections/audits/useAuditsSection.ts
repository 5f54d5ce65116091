import { selectFilterableAuditColumns, selectVisibleAuditColumns, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The audits store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useAuditActions() {
  const { admin } = useAdmin();
  const { setSearch, setSort, setPage, setFilter, clearFilters, toggleColumn, exportCsv } = admin.audits.getState();
  return { setSearch, setSort, setPage, setFilter, clearFilters, toggleColumn, exportCsv };
}

/** The audit log's page (loaded on mount), its paging, sort, search, export state and visible columns, and the actions. */
export function useAuditsSection() {
  const { admin } = useAdmin();
  const store = admin.audits;
  useLoadOnMount(() => store.getState().load(), [store]);
  const status = useStore(store, (st) => shownStatus(st.status));
  const error = useStore(store, (st) => st.error);
  const rows = useStore(store, (st) => st.rows);
  const page = useStore(store, (st) => st.page);
  const hasMore = useStore(store, (st) => st.hasMore);
  const sort = useStore(store, (st) => st.sort);
  const search = useStore(store, (st) => st.search);
  const exporting = useStore(store, (st) => st.exporting);
  const visible = useStore(store, selectVisibleAuditColumns);
  return { status, error, rows, page, hasMore, sort, search, exporting, visible, ...useAuditActions() };
}

/** The columns one can filter by and the filters set. */
export function useAuditFilters() {
  const { admin } = useAdmin();
  const columns = useStore(admin.audits, selectFilterableAuditColumns);
  const filters = useStore(admin.audits, (st) => st.filters);
  return { columns, filters, ...useAuditActions() };
}

/** All columns and the names of the visible ones. */
export function useAuditColumns() {
  const { admin } = useAdmin();
  const columns = useStore(admin.audits, (st) => st.columns);
  const visible = useStore(admin.audits, (st) => st.visible);
  return { columns, visible, ...useAuditActions() };
}

/** The audit statistics. */
export function useAuditStats() {
  const { admin } = useAdmin();
  return useStore(admin.audits, (st) => st.stats);
}
