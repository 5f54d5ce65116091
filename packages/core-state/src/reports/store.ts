import type { TenantReport } from '@portico/rest-api/reports';
import type { StoreApi } from 'zustand/vanilla';
import { adminErrorMessage, idle, idleAction } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { ReportsApi } from './api';
import type { ReportsState } from './types';

/** Creates the reports store: tenant reports list, create / save (filters, schedule, recipients) and preview. */
export function createReportsStore(deps: { api: ReportsApi }): StoreApi<ReportsState> {
  const { api } = deps;
  return createFlowStore<ReportsState>((set) => {
    const saved = async (call: () => Promise<TenantReport>) => {
      set((s) => void (s.save = { status: 'loading' }));
      try {
        const report = await call();
        set((s) => {
          const i = s.reports.data.findIndex((r) => r.templateId === report.templateId);
          if (i >= 0) s.reports.data[i] = report;
          else s.reports.data.unshift(report);
          s.save = { status: 'success' };
        });
        return true;
      } catch (error) {
        set((s) => void (s.save = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    };
    return {
      reports: idle<TenantReport[]>([]),
      save: idleAction(),
      preview: idle<{ id: string; html: string } | null>(null),
      async load() {
        set((s) => ((s.reports.status = 'loading'), (s.reports.error = undefined)));
        try {
          const data = await api.getTenantReports();
          set((s) => void (s.reports = { status: 'ready', data }));
        } catch (error) {
          set((s) => ((s.reports.status = 'error'), (s.reports.error = adminErrorMessage(error))));
        }
      },
      create: (body) => saved(() => api.createTenantReport(body)),
      update: (templateId, body) => saved(() => api.updateTenantReport(templateId, body)),
      async loadPreview(params) {
        set((s) => ((s.preview.status = 'loading'), (s.preview.error = undefined)));
        try {
          const html = await api.previewReport(params);
          set((s) => void (s.preview = { status: 'ready', data: { id: params.id, html } }));
          return true;
        } catch (error) {
          set((s) => ((s.preview.status = 'error'), (s.preview.error = adminErrorMessage(error))));
          return false;
        }
      },
    };
  });
}
