import { INACTIVE_SECONDS } from './score';
import type { Insight, SecurityFacts } from './types';

const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/** Facts about the tenant, one per code, for the insights table. */
export function insights(f: SecurityFacts): Insight[] {
  const { users } = f;
  const s = f.sessionPolicy;
  return [
    { category: 'MFA', code: 'MFA_ENFORCEMENT', metadata: { enforceMFAType: f.mfa.enforceMFAType } },
    { category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: users.mfaEnrolled, total: users.total, percentage: percent(users.mfaEnrolled, users.total) } },
    { category: 'SESSIONS', code: 'ACTIVE_SESSIONS', metadata: { count: f.activeSessions } },
    { category: 'SESSIONS', code: 'SESSION_POLICY', metadata: { configured: s !== null, maxSessions: s?.maxSessions ?? null, idleTimeout: s?.idleTimeout ?? null, timeout: s?.timeout ?? null } },
    { category: 'PASSWORD', code: 'BREACHED_PASSWORDS', metadata: { count: users.breached, total: users.total } },
    { category: 'PASSWORD', code: 'LOCKOUT_POLICY', metadata: { ...f.lockout } },
    { category: 'PASSWORD', code: 'PASSWORD_HISTORY', metadata: { ...f.passwordHistory } },
    { category: 'INACTIVITY', code: 'INACTIVE_USERS', metadata: { count: users.inactive, total: users.total, thresholdSeconds: INACTIVE_SECONDS } },
    { category: 'IP', code: 'IP_RESTRICTIONS', metadata: { configured: f.ip !== null, active: f.ip?.active ?? false, allow: f.ip?.allow ?? 0, block: f.ip?.block ?? 0 } },
    {
      category: 'DOMAIN', code: 'DOMAIN_RESTRICTIONS',
      metadata: { configured: f.domain !== null, active: f.domain?.active ?? false, listType: f.domain?.listType ?? null, allow: f.domain?.allow ?? 0, block: f.domain?.block ?? 0, blockPublicDomains: f.domain?.blockPublicDomains ?? false },
    },
    { category: 'SSO', code: 'SSO', metadata: { configured: f.sso.configured } },
  ];
}
