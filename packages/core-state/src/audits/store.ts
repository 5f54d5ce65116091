import type { GetAuditsQuery } from '@portico/rest-api/audits';
import type { StoreApi } from 'zustand/vanilla';
import { adminErrorMessage, idle, idleAction } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { AuditsApi } from './api';
import type { AuditsState } from './types';

/** Audit page size (product-spec §9: audits 20, createdAt descending). */
export const AUDITS_PAGE_SIZE = 20;
/** The default sort (product-spec §9). */
export const AUDITS_DEFAULT_SORT = { by: 'createdAt', direction: 'desc' } as const;

/** Creates the audits store: columns, one page of the log at a time, stats, and the CSV export. */
export function createAuditsStore(deps: { api: AuditsApi }): StoreApi<AuditsState> {
  const { api } = deps;
  // Only the newest request may write the page: a slow earlier answer never overwrites a later one.
  let ticket = 0;
  return createFlowStore<AuditsState>((set, get) => {
    const query = (): GetAuditsQuery => {
      const s = get();
      return {
        ...s.filters, ...(s.search.trim() ? { filter: s.search.trim() } : {}), sortBy: s.sort.by, sortDirection: s.sort.direction,
        offset: s.page * s.pageSize, count: s.pageSize, paginationMode: 'virtual',
      };
    };
    const fetchPage = async () => {
      const mine = ++ticket;
      set((s) => ((s.status = 'loading'), (s.error = undefined)));
      try {
        const q = query();
        const page = await api.getPage(q);
        if (mine !== ticket) return;
        set((s) => ((s.status = 'ready'), (s.rows = page.data), (s.hasMore = page.total > (q.offset ?? 0) + page.data.length)));
      } catch (error) {
        if (mine === ticket) set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error)), (s.rows = [])));
      }
    };
    const fetchStats = async () => {
      set((s) => void (s.stats.status = 'loading'));
      try {
        const stats = await api.getStats();
        set((s) => void (s.stats = { status: 'ready', data: stats }));
      } catch (error) {
        set((s) => void (s.stats = { status: 'error', data: null, error: adminErrorMessage(error) }));
      }
    };
    const restart = (recipe: (s: AuditsState) => void) => {
      set((s) => ((s.page = 0), recipe(s)));
      return fetchPage();
    };
    return {
      status: 'idle', columns: [], visible: [], rows: [], page: 0, pageSize: AUDITS_PAGE_SIZE, hasMore: false,
      sort: { ...AUDITS_DEFAULT_SORT }, search: '', filters: {}, stats: idle(null), exporting: idleAction(),
      async load() {
        set((s) => ((s.page = 0), (s.status = 'loading')));
        try {
          const columns = await api.getColumns();
          set((s) => ((s.columns = columns), (s.visible = columns.filter((c) => c.showInTable !== false).map((c) => c.name))));
        } catch (error) {
          set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
          return;
        }
        await Promise.all([fetchPage(), fetchStats()]);
      },
      refresh: async () => void (await Promise.all([fetchPage(), fetchStats()])),
      async setPage(page) {
        set((s) => void (s.page = Math.max(0, Math.floor(page))));
        await fetchPage();
      },
      setSort: (by, direction) => restart((s) => void (s.sort = { by, direction })),
      setSearch: (text) => restart((s) => void (s.search = text)),
      setFilter: (column, value) => restart((s) => {
        if (value.trim()) s.filters[column] = value.trim();
        else delete s.filters[column];
      }),
      clearFilters: () => restart((s) => void (s.filters = {})),
      toggleColumn: (name) => set((s) => {
        const shown = s.visible.includes(name);
        if (shown && s.visible.length === 1) return;
        const next = shown ? s.visible.filter((n) => n !== name) : [...s.visible, name];
        s.visible = s.columns.map((c) => c.name).filter((n) => next.includes(n));
      }),
      async exportCsv() {
        const s = get();
        set((d) => void (d.exporting = { status: 'loading' }));
        try {
          const headerProps = s.columns.filter((c) => s.visible.includes(c.name)).map((c) => ({ name: c.name, displayName: c.displayName, type: c.type }));
          const file = await api.exportCsv({
            headerProps, filters: { ...s.filters, ...(s.search.trim() ? { filter: s.search.trim() } : {}), sortBy: s.sort.by, sortDirection: s.sort.direction },
          });
          set((d) => void (d.exporting = { status: 'success' }));
          return file;
        } catch (error) {
          set((d) => void (d.exporting = { status: 'error', error: adminErrorMessage(error) }));
          return undefined;
        }
      },
    };
  });
}
