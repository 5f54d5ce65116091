import type { BillingState, UsageMetric } from '@portico/core-state/admin';
import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useBilling } from './hooks';
import { fill } from './labels';

/** Every string of the usage screen; the host supplies them from its localization. Placeholders are {name}. */
export interface UsageLabels {
  loading: string;
  plan: string;
  /** Names of the metrics by key (`seats`); an unknown key shows as is. */
  metrics: Record<string, string>;
  ofLimit: string;
  unlimited: string;
  /** Share of the limit used, `{pct}` (a number). */
  percent: string;
  /** Badge of a metric at its limit (used = limit). */
  reached: string;
  /** Badge of a metric past its limit. */
  over: string;
  /** Badge of a metric the plan does not include (limit 0). */
  notIncluded: string;
  /** Notice above the meters when some metric is at or past its limit; `{metrics}` lists their names. */
  limitNotice: string;
}

/** Where a metric stands against its limit (limits are shown, not enforced: the spec names no refusal). */
export type UsageState = 'unlimited' | 'notIncluded' | 'ok' | 'reached' | 'over';

/** The state of one metric: at its limit from 100 %, over it past 100 %; a limit of 0 with nothing used is "not included". */
export function usageState({ used, limit }: Pick<UsageMetric, 'used' | 'limit'>): UsageState {
  if (limit === null) return 'unlimited';
  if (used > limit) return 'over';
  if (limit === 0) return 'notIncluded';
  return used === limit ? 'reached' : 'ok';
}

const TONE: Partial<Record<UsageState, string>> = { reached: 'warning', over: 'danger', notIncluded: 'neutral' };

/** The tenant's metered usage against its plan's limits (seats at least), a meter per metric; loads on mount. */
export function UsageScreen({ store, labels }: { store: StoreApi<BillingState>; labels: UsageLabels }) {
  const usage = useBilling(store, (s) => s.usage);
  useEffect(() => void store.getState().loadUsage(), [store]);
  const data = usage.data;
  const name = (m: UsageMetric) => labels.metrics[m.key] ?? m.key;
  const full = data?.metrics.filter((m) => ['reached', 'over'].includes(usageState(m))) ?? [];
  return (
    <div className="portico-billing__usage" aria-busy={usage.status === 'loading'}>
      {usage.status === 'loading' && <p className="portico-billing__muted portico-billing__usage-loading" role="status">{labels.loading}</p>}
      <p className="portico-billing__error portico-billing__usage-error" role="alert">{usage.status === 'error' ? usage.error : ''}</p>
      {usage.status === 'ready' && data && (
        <>
          <p className="portico-billing__subtitle portico-billing__usage-plan">{fill(labels.plan, { plan: data.planName ?? '—' })}</p>
          {full.length > 0 && (
            <p className="portico-billing__limit-notice portico-billing__usage-notice" role="note">{fill(labels.limitNotice, { metrics: full.map(name).join(', ') })}</p>
          )}
          <ul className="portico-billing__usage-list">
            {data.metrics.map((m) => {
              const state = usageState(m);
              const badge = state === 'reached' || state === 'over' || state === 'notIncluded' ? labels[state] : null;
              return (
                <li key={m.key} className="portico-billing__card portico-billing__usage-metric" data-metric={m.key} data-state={state}>
                  <div className="portico-billing__usage-head">
                    <h3 className="portico-billing__usage-name">{name(m)}</h3>
                    {badge && <span className="portico-billing__badge portico-billing__usage-badge" data-tone={TONE[state]}>{badge}</span>}
                  </div>
                  <p className="portico-billing__usage-figures">
                    <span className="portico-billing__usage-used">
                      {m.limit === null ? fill(labels.unlimited, { used: String(m.used) }) : fill(labels.ofLimit, { used: String(m.used), limit: String(m.limit) })}
                    </span>
                    {m.limit ? <span className="portico-billing__usage-percent">{fill(labels.percent, { pct: String(Math.round((m.used / m.limit) * 100)) })}</span> : null}
                  </p>
                  {m.limit ? <meter className="portico-billing__usage-meter" min={0} max={m.limit} value={Math.min(m.used, m.limit)} aria-label={name(m)} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
