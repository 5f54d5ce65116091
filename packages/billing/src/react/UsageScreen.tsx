import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { BillingState } from '../types';
import { useBilling } from './hooks';
import { fill } from './labels';

/** Every string of the usage screen; the host supplies them from its localization. Placeholders are {name}. */
export interface UsageLabels {
  loading: string;
  plan: string;
  metric: string;
  used: string;
  /** Names of the metrics by key (`seats`); an unknown key shows as is. */
  metrics: Record<string, string>;
  ofLimit: string;
  unlimited: string;
  over: string;
}

/** The tenant's metered usage against its plan's limits (seats at least), a meter per metric; loads on mount. */
export function UsageScreen({ store, labels }: { store: StoreApi<BillingState>; labels: UsageLabels }) {
  const usage = useBilling(store, (s) => s.usage);
  useEffect(() => void store.getState().loadUsage(), [store]);
  const data = usage.data;
  return (
    <div className="portico-billing__usage flex flex-col gap-4" aria-busy={usage.status === 'loading'}>
      {usage.status === 'loading' && <p className="portico-billing__usage-loading" role="status">{labels.loading}</p>}
      <p className="portico-billing__usage-error" role="alert">{usage.status === 'error' ? usage.error : ''}</p>
      {usage.status === 'ready' && data && (
        <>
          <p className="portico-billing__usage-plan font-medium">{fill(labels.plan, { plan: data.planName ?? '—' })}</p>
          <table className="portico-billing__usage-table w-full text-start">
            <thead><tr><th scope="col" className="text-start">{labels.metric}</th><th scope="col" className="text-start">{labels.used}</th></tr></thead>
            <tbody>
              {data.metrics.map((m) => {
                const name = labels.metrics[m.key] ?? m.key;
                const over = m.limit !== null && m.used > m.limit;
                return (
                  <tr key={m.key} className="portico-billing__usage-row" data-metric={m.key} data-over={over || undefined}>
                    <th scope="row" className="text-start font-normal">{name}</th>
                    <td className="flex flex-wrap items-center gap-2">
                      {m.limit === null ? fill(labels.unlimited, { used: String(m.used) }) : (
                        <>
                          {m.limit > 0 && <meter className="portico-billing__usage-meter" min={0} max={m.limit} value={Math.min(m.used, m.limit)} aria-label={name} />}
                          <span>{fill(labels.ofLimit, { used: String(m.used), limit: String(m.limit) })}</span>
                        </>
                      )}
                      {over && <span className="portico-billing__usage-over text-sm font-semibold">{labels.over}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
