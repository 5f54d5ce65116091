import type { SecurityInsight, SecurityRecommendation, SecurityRecommendationsResponse } from '@portico/rest-api/security-center';
import type { SessionConfiguration } from '@portico/rest-api/users';
import type { SecurityCenterApi } from '../../security-center/api';

type Answer = <T>(value: () => T) => Promise<T>;

/** Spec §9 demo session policy: max 10 sessions, idle 3600 s, timeout 7776000 s. */
export const PREVIEW_SESSION_CONFIGURATION: SessionConfiguration = {
  sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 },
  sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
  sessionTimeoutConfiguration: { isActive: true, timeout: 7776000 },
};

// The server's formula over the demo tenant: 20 of 23 members with MFA (not forced) → 17.39, 1 breached password with
// lockout 5 and history 3 → 24.57, active IP and domain lists → 12, no SSO, plus the session policy's points (9 + 8 + 8
// with the demo policy) → 79 (spec §9).
const FIXED_POINTS = (20 / 23) * 20 + (22 / 23) * 10 + 8 + 7 + 7 + 5;

const recommendations = (c: SessionConfiguration): SecurityRecommendationsResponse => {
  const timeout = c.sessionTimeoutConfiguration?.isActive ?? false;
  const idle = c.sessionIdleTimeoutConfiguration?.isActive ?? false;
  const concurrent = c.sessionConcurrentConfiguration?.isActive ?? false;
  const sessions = (timeout ? 9 : 0) + (idle ? 8 : 0) + (concurrent ? 8 : 0);
  const items: SecurityRecommendation[] = [
    { code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA', metadata: { enrolled: 20, total: 23 } },
    { code: 'BREACHED_PASSWORDS', severity: 'SEVERE', category: 'PASSWORD', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 1 } },
  ];
  if (!timeout) items.push({ code: 'FORCE_RELOGIN', severity: 'WARNING', category: 'SESSIONS', action: 'ADJUST_FORCE_RELOGIN', metadata: { recommended: 7776000 } });
  if (!idle) items.push({ code: 'IDLE_SESSION', severity: 'WARNING', category: 'SESSIONS', action: 'ADJUST_IDLE_TIMEOUT', metadata: { recommended: 3600 } });
  if (!concurrent) items.push({ code: 'SESSION_CONCURRENCY', severity: 'INFO', category: 'SESSIONS', action: 'ADJUST_MAX_CONCURRENT_SESSIONS', metadata: { recommended: 10 } });
  items.push({ code: 'CONFIGURE_SSO', severity: 'INFO', category: 'SSO' });
  const score = Math.round(FIXED_POINTS + sessions);
  // As the server answers: both readings (score, points by area and items; scoring.score and recommendations.items).
  return { score, scoring: { score, MFA: 17.4, PASSWORD: 24.6, SESSIONS: sessions, IP: 7, DOMAIN: 5, SSO: 0 }, items, recommendations: { items } };
};

const insights = (c: SessionConfiguration): SecurityInsight[] => [
  { category: 'MFA', code: 'MFA_ENFORCEMENT', metadata: { enforceMFAType: 'DontForce' } },
  { category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: 20, total: 23, percentage: 87 } },
  { category: 'SESSIONS', code: 'ACTIVE_SESSIONS', metadata: { count: 31 } },
  {
    category: 'SESSIONS', code: 'SESSION_POLICY',
    metadata: {
      configured: true,
      maxSessions: c.sessionConcurrentConfiguration?.isActive ? (c.sessionConcurrentConfiguration.maxSessions ?? null) : null,
      idleTimeout: c.sessionIdleTimeoutConfiguration?.isActive ? (c.sessionIdleTimeoutConfiguration.timeout ?? null) : null,
      timeout: c.sessionTimeoutConfiguration?.isActive ? (c.sessionTimeoutConfiguration.timeout ?? null) : null,
    },
  },
  { category: 'PASSWORD', code: 'BREACHED_PASSWORDS', metadata: { count: 1, total: 23 } },
  { category: 'PASSWORD', code: 'LOCKOUT_POLICY', metadata: { enabled: true, maxAttempts: 5 } },
  { category: 'PASSWORD', code: 'PASSWORD_HISTORY', metadata: { enabled: true, historySize: 3 } },
  { category: 'INACTIVITY', code: 'INACTIVE_USERS', metadata: { count: 2, total: 23, thresholdSeconds: 7776000 } },
  { category: 'IP', code: 'IP_RESTRICTIONS', metadata: { configured: true, active: true, allow: 2, block: 1 } },
  { category: 'DOMAIN', code: 'DOMAIN_RESTRICTIONS', metadata: { configured: true, active: true, listType: 'BLOCK', allow: 0, block: 2, blockPublicDomains: false } },
  { category: 'SSO', code: 'SSO', metadata: { configured: false } },
];

/** The security-centre port over demo figures (score 79); session configuration changes are kept and scored. */
export function previewSecurityCenterApi(answer: Answer): SecurityCenterApi {
  let sessions = structuredClone(PREVIEW_SESSION_CONFIGURATION);
  return {
    getRecommendations: () => answer(() => recommendations(sessions)),
    getInsights: () => answer(() => {
      const items = insights(sessions);
      return { items, insights: { items } };
    }),
    // Mails go out; the flag stays until the member sets a new password (as on the server).
    resetBreachedPasswords: () => answer(() => undefined),
    getSessionConfiguration: () => answer(() => structuredClone(sessions)),
    updateSessionConfiguration: (body) => answer(() => (sessions = structuredClone(body))),
  };
}
