import type { SecurityInsight, SecurityRecommendationsResponse } from '@portico/rest-api/security-center';
import type { SessionConfiguration } from '@portico/rest-api/users';
import type { SecurityCenterApi } from '../../security-center/api';

type Answer = <T>(value: () => T) => Promise<T>;

/** Spec §9 demo session policy: max 10 sessions, idle 3600 s, timeout 7776000 s. */
export const PREVIEW_SESSION_CONFIGURATION: SessionConfiguration = {
  sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 },
  sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
  sessionTimeoutConfiguration: { isActive: true, timeout: 7776000 },
};

// The server's formula over the demo tenant: 20 of 23 members with MFA (not forced), 1 breached password, lockout 5,
// history 3, the demo session policy, active IP and domain lists, no SSO → 17.4 + 24.6 + 25 + 7 + 5 = 79 (spec §9).
const RECOMMENDATIONS: SecurityRecommendationsResponse = {
  score: 79,
  scoring: { MFA: 17.4, PASSWORD: 24.6, SESSIONS: 25, IP: 7, DOMAIN: 5, SSO: 0 },
  items: [
    { code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA', metadata: { enrolled: 20, total: 23 } },
    { code: 'BREACHED_PASSWORDS', severity: 'SEVERE', category: 'PASSWORD', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 1 } },
    { code: 'CONFIGURE_SSO', severity: 'INFO', category: 'SSO' },
  ],
};

const insights = (c: SessionConfiguration): SecurityInsight[] => [
  { category: 'MFA', code: 'MFA_ENFORCEMENT', metadata: { enforceMFAType: 'DontForce' } },
  { category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: 20, total: 23, percentage: 87 } },
  { category: 'SESSIONS', code: 'ACTIVE_SESSIONS', metadata: { count: 31 } },
  {
    category: 'SESSIONS', code: 'SESSION_POLICY',
    metadata: { configured: true, maxSessions: c.sessionConcurrentConfiguration?.maxSessions ?? null, idleTimeout: c.sessionIdleTimeoutConfiguration?.timeout ?? null, timeout: c.sessionTimeoutConfiguration?.timeout ?? null },
  },
  { category: 'PASSWORD', code: 'BREACHED_PASSWORDS', metadata: { count: 1, total: 23 } },
  { category: 'PASSWORD', code: 'LOCKOUT_POLICY', metadata: { enabled: true, maxAttempts: 5 } },
  { category: 'PASSWORD', code: 'PASSWORD_HISTORY', metadata: { enabled: true, historySize: 3 } },
  { category: 'INACTIVITY', code: 'INACTIVE_USERS', metadata: { count: 2, total: 23, thresholdSeconds: 7776000 } },
  { category: 'IP', code: 'IP_RESTRICTIONS', metadata: { configured: true, active: true, allow: 2, block: 1 } },
  { category: 'DOMAIN', code: 'DOMAIN_RESTRICTIONS', metadata: { configured: true, active: true, listType: 'BLOCK', allow: 0, block: 2, blockPublicDomains: false } },
  { category: 'SSO', code: 'SSO', metadata: { configured: false } },
];

/** The security-centre port over demo figures (score 79); session configuration changes are kept in memory. */
export function previewSecurityCenterApi(answer: Answer): SecurityCenterApi {
  let sessions = structuredClone(PREVIEW_SESSION_CONFIGURATION);
  return {
    getRecommendations: () => answer(() => structuredClone(RECOMMENDATIONS)),
    getInsights: () => answer(() => ({ items: insights(sessions) })),
    // Mails go out; the flag stays until the member sets a new password (as on the server).
    resetBreachedPasswords: () => answer(() => undefined),
    getSessionConfiguration: () => answer(() => structuredClone(sessions)),
    updateSessionConfiguration: (body) => answer(() => (sessions = structuredClone(body))),
  };
}
