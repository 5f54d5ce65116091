import { formatDuration } from '@portico/ui-kit/pickers';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { useNumbers } from '../../components/format';
import { useSessionLimits } from './usePrivacySection';

/** The tenant's session limits that apply to the signed-in user (only those switched on). */
export function SessionLimits() {
  const { strings, lang } = useAdmin();
  const formatNumber = useNumbers();
  const s = strings.security.limits;
  const limits = useSessionLimits();
  // Unreadable limits (e.g. no permission) are simply not shown: the sessions list still works.
  if (limits.status !== 'ready' || !limits.data) return null;
  const n = (value: number | undefined) => formatNumber(value ?? 0);
  const c = limits.data;
  const lines = [
    c.sessionConcurrentConfiguration?.isActive && format(s.concurrent, { count: n(c.sessionConcurrentConfiguration.maxSessions) }),
    c.sessionIdleTimeoutConfiguration?.isActive && format(s.idle, { duration: formatDuration(lang, c.sessionIdleTimeoutConfiguration.timeout ?? 0) }),
    c.sessionTimeoutConfiguration?.isActive && format(s.timeout, { duration: formatDuration(lang, c.sessionTimeoutConfiguration.timeout ?? 0) }),
  ].filter((l): l is string => typeof l === 'string');
  return (
    <section className="portico-admin-card portico-admin-session-limits" aria-label={s.title}>
      <h3 className="portico-admin-session-limits__title">{s.title}</h3>
      {lines.length ? (
        <ul className="portico-admin-session-limits__list">{lines.map((l) => <li key={l}>{l}</li>)}</ul>
      ) : (
        <p className="portico-admin-session-limits__none">{s.none}</p>
      )}
    </section>
  );
}
