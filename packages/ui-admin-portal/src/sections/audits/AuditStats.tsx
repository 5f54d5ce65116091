import { useAdmin } from '../../context';
import { useNumbers } from '../../components/format';
import { useAuditStats } from './useAuditsSection';

/** Entries today and severe entries this week. */
export function AuditStats() {
  const { strings } = useAdmin();
  const formatNumber = useNumbers();
  const stats = useAuditStats();
  const s = strings.audits;
  const value = (n: number | undefined) => (stats.status === 'ready' && n !== undefined ? formatNumber(n) : strings.common.none);
  return (
    <dl className="portico-admin-audits__stats" aria-busy={stats.status === 'loading' || undefined}>
      <div className="portico-admin-audits__stat" data-stat="totalToday"><dt>{s.statsToday}</dt><dd>{value(stats.data?.totalToday)}</dd></div>
      <div className="portico-admin-audits__stat" data-stat="severeThisWeek"><dt>{s.statsSevere}</dt><dd>{value(stats.data?.severeThisWeek)}</dd></div>
    </dl>
  );
}
