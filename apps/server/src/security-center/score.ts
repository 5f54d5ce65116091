import type { Recommendation, SecurityCategory, SecurityFacts, SecuritySeverity } from './types';

/** Points per category; they add up to 100 (the formula is in the server README, "Security centre"). */
export const WEIGHTS = { MFA: 30, PASSWORD: 25, SESSIONS: 25, IP: 7, DOMAIN: 5, SSO: 8 } as const;
/** Lockout counts in full up to this many attempts; more is "weak". */
export const STRONG_LOCKOUT_ATTEMPTS = 5;
/** Password history counts in full from this many remembered passwords. */
export const STRONG_HISTORY_SIZE = 3;
/** Values the session recommendations suggest (the spec's demo session policy). */
export const SUGGESTED = { maxSessions: 10, idleTimeout: 3600, timeout: 7776000 } as const;

/** Members not seen for 90 days count as inactive (spec §9). */
export const INACTIVE_SECONDS = 7776000;

const share = (part: number, total: number) => (total > 0 ? part / total : 0);
const isEnforced = (type: string) => type !== 'DontForce';

/** Points per category (unrounded) for the tenant's facts. */
export function categoryPoints(f: SecurityFacts): Record<keyof typeof WEIGHTS, number> {
  const { users, lockout, passwordHistory: history, sessionPolicy: s } = f;
  // Not enforced: at most 2/3 of the MFA points, in proportion to the members already enrolled.
  const mfa = isEnforced(f.mfa.enforceMFAType) ? WEIGHTS.MFA : 20 * share(users.mfaEnrolled, users.total);
  const clean = users.total > 0 ? 1 - share(users.breached, users.total) : 1;
  const lock = !lockout.enabled ? 0 : lockout.maxAttempts <= STRONG_LOCKOUT_ATTEMPTS ? 8 : 4;
  const hist = !history.enabled ? 0 : history.historySize >= STRONG_HISTORY_SIZE ? 7 : 4;
  const sessions = (s?.timeout ? 9 : 0) + (s?.idleTimeout ? 8 : 0) + (s?.maxSessions ? 8 : 0);
  const ip = f.ip?.active && f.ip.allow + f.ip.block > 0 ? WEIGHTS.IP : 0;
  const d = f.domain;
  const listed = d ? (d.listType === 'BLOCK' ? d.block : d.allow) : 0;
  const domain = d?.active && (listed > 0 || d.blockPublicDomains) ? WEIGHTS.DOMAIN : 0;
  return { MFA: mfa, PASSWORD: 10 * clean + lock + hist, SESSIONS: sessions, IP: ip, DOMAIN: domain, SSO: f.sso.configured ? WEIGHTS.SSO : 0 };
}

/** Score 0–100: the rounded sum of the category points. */
export function securityScore(f: SecurityFacts): number {
  const total = Object.values(categoryPoints(f)).reduce((a, b) => a + b, 0);
  return Math.max(0, Math.min(100, Math.round(total)));
}

const ORDER: Record<SecuritySeverity, number> = { SEVERE: 0, WARNING: 1, INFO: 2 };
const rec = (code: string, severity: SecuritySeverity, category: SecurityCategory, extra: Partial<Recommendation> = {}): Recommendation => ({ code, severity, category, ...extra });

/** What would raise the score, most severe first. */
export function recommendations(f: SecurityFacts): Recommendation[] {
  const out: Recommendation[] = [];
  const s = f.sessionPolicy;
  if (!isEnforced(f.mfa.enforceMFAType)) out.push(rec('FORCE_MFA', 'SEVERE', 'MFA', { metadata: { enrolled: f.users.mfaEnrolled, total: f.users.total } }));
  if (f.users.breached > 0) out.push(rec('BREACHED_PASSWORDS', 'SEVERE', 'PASSWORD', { action: 'RESET_BREACHED_PASSWORDS', metadata: { count: f.users.breached } }));
  if (!f.lockout.enabled) out.push(rec('ENABLE_LOCKOUT', 'WARNING', 'PASSWORD'));
  else if (f.lockout.maxAttempts > STRONG_LOCKOUT_ATTEMPTS) out.push(rec('STRENGTHEN_LOCKOUT', 'INFO', 'PASSWORD', { metadata: { maxAttempts: f.lockout.maxAttempts, recommended: STRONG_LOCKOUT_ATTEMPTS } }));
  if (!f.passwordHistory.enabled) out.push(rec('ENABLE_PASSWORD_HISTORY', 'WARNING', 'PASSWORD'));
  else if (f.passwordHistory.historySize < STRONG_HISTORY_SIZE) out.push(rec('STRENGTHEN_PASSWORD_HISTORY', 'INFO', 'PASSWORD', { metadata: { historySize: f.passwordHistory.historySize, recommended: STRONG_HISTORY_SIZE } }));
  if (!s?.timeout) out.push(rec('FORCE_RELOGIN', 'WARNING', 'SESSIONS', { action: 'ADJUST_FORCE_RELOGIN', metadata: { recommended: SUGGESTED.timeout } }));
  if (!s?.idleTimeout) out.push(rec('IDLE_SESSION', 'WARNING', 'SESSIONS', { action: 'ADJUST_IDLE_TIMEOUT', metadata: { recommended: SUGGESTED.idleTimeout } }));
  if (!s?.maxSessions) out.push(rec('SESSION_CONCURRENCY', 'INFO', 'SESSIONS', { action: 'ADJUST_MAX_CONCURRENT_SESSIONS', metadata: { recommended: SUGGESTED.maxSessions } }));
  if (categoryPoints(f).IP === 0) out.push(rec('IP_RESTRICTIONS', 'INFO', 'IP'));
  if (categoryPoints(f).DOMAIN === 0) out.push(rec('DOMAIN_RESTRICTIONS', 'INFO', 'DOMAIN'));
  if (!f.sso.configured) out.push(rec('CONFIGURE_SSO', 'INFO', 'SSO'));
  return out.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
