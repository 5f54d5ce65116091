import { useMemo } from 'react';
import type { RecommendationRow, SecurityInsight } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import type { AdminColumnDef } from '../../../components/tableFeatures';
import { DataTable } from '../../../components/DataTable';
import { ConfirmDialog } from '../../../components/Dialog';
import { Notices } from '../../../components/Notice';
import { useAdmin } from '../../../context';
import { AdjustDialog } from './AdjustDialog';
import { ScoreCard } from './ScoreCard';
import { insightText, recommendationText } from './text';
import { useCan } from '../../../access';
import { useSecurityCenter } from './useSecurityCenter';

const SEVERITY_CLASS = { SEVERE: 'bg-red-100 text-red-800', WARNING: 'bg-amber-100 text-amber-900', INFO: 'bg-sky-100 text-sky-900' } as const;

/** Security centre: the score, recommendations (severity, area, action) and insights of the tenant. */
export default function SecurityCenterTab() {
  const { strings, lang } = useAdmin();
  const s = strings.securityCenter;
  const { status, error, notice, rows, insights, reset, openDialog, closeDialog, resetBreachedPasswords } = useSecurityCenter();
  const canAdjust = useCan('security.write');
  const canReset = useCan('users.write');
  const recColumns = useMemo<AdminColumnDef<RecommendationRow>[]>(
    () => [
      {
        id: 'severity', header: s.columns.severity,
        cell: ({ row: { original: r } }) => (
          <span className={`portico-admin-badge portico-admin-security-center__severity ${SEVERITY_CLASS[r.severity]}`} data-severity={r.severity}>{s.severities[r.severity]}</span>
        ),
      },
      { id: 'category', header: s.columns.category, cell: ({ row }) => s.categories[row.original.category as keyof typeof s.categories] ?? row.original.category },
      { id: 'recommendation', header: s.columns.recommendation, cell: ({ row }) => <span data-code={row.original.code}>{recommendationText(strings, row.original)}</span> },
      {
        id: 'action', header: s.columns.action,
        cell: ({ row: { original: r } }) => {
          const run = r.run;
          // Resetting breached passwords writes users; every other action changes a policy.
          if (!run || !r.action || !(run.kind === 'resetBreached' ? canReset : canAdjust)) return strings.common.none;
          const label = s.actions[r.action as keyof typeof s.actions] ?? r.action;
          const open = () => (run.kind === 'resetBreached' ? openDialog('resetBreached') : openDialog('adjust', run.setting));
          return <Button variant="secondary" className="portico-admin-security-center__action" data-action={r.action} onClick={open}>{label}</Button>;
        },
      },
    ],
    [s, strings, openDialog, canAdjust, canReset],
  );
  const insightColumns = useMemo<AdminColumnDef<SecurityInsight>[]>(
    () => [
      { id: 'category', header: s.columns.category, cell: ({ row }) => s.categories[row.original.category as keyof typeof s.categories] ?? row.original.category },
      { id: 'insight', header: s.columns.insight, cell: ({ row }) => <span data-code={row.original.code}>{insightText(strings, row.original, lang)}</span> },
    ],
    [s, strings, lang],
  );
  return (
    <div className="portico-admin-tab-content portico-admin-security-center flex flex-col gap-6" data-tab-content="securityCenter" data-status={status}>
      <Notices error={error} success={notice ? s.notices[notice] : undefined} />
      <ScoreCard />
      <section className="portico-admin-security-center__recommendations" aria-label={s.recommendationsTitle}>
        <h3 className="portico-admin-subtitle text-base font-semibold">{s.recommendationsTitle}</h3>
        <DataTable name="security-recommendations" caption={s.recommendationsTitle} data={rows} columns={recColumns} getRowId={(r) => r.code} loading={status === 'loading'} />
      </section>
      <section className="portico-admin-security-center__insights" aria-label={s.insightsTitle}>
        <h3 className="portico-admin-subtitle text-base font-semibold">{s.insightsTitle}</h3>
        <DataTable name="security-insights" caption={s.insightsTitle} data={insights} columns={insightColumns} getRowId={(i) => i.code} loading={status === 'loading'} />
      </section>
      <ConfirmDialog
        name="resetBreached"
        state={reset}
        onClose={() => closeDialog('resetBreached')}
        title={s.resetDialog.title}
        description={s.resetDialog.body}
        submitLabel={s.resetDialog.submit}
        onConfirm={() => void resetBreachedPasswords()}
      />
      <AdjustDialog />
    </div>
  );
}
