import { describe, expect, it } from 'vitest';
import { insights } from './insights';
import { categoryPoints, recommendations, securityScore, WEIGHTS } from './score';
import type { SecurityFacts } from './types';

const base = (): SecurityFacts => ({
  users: { total: 10, mfaEnrolled: 0, breached: 0, inactive: 0 },
  activeSessions: 0,
  mfa: { enforceMFAType: 'DontForce' },
  lockout: { enabled: false, maxAttempts: 5 },
  passwordHistory: { enabled: false, historySize: 3 },
  sessionPolicy: null, ip: null, domain: null, sso: { configured: false },
});
const best = (): SecurityFacts => ({
  ...base(),
  mfa: { enforceMFAType: 'Force' },
  lockout: { enabled: true, maxAttempts: 3 },
  passwordHistory: { enabled: true, historySize: 5 },
  sessionPolicy: { maxSessions: 10, idleTimeout: 3600, timeout: 7776000 },
  ip: { active: true, allow: 1, block: 0 },
  domain: { active: true, listType: 'BLOCK', allow: 0, block: 2, blockPublicDomains: false },
  sso: { configured: true },
});

describe('security score formula', () => {
  it('weights add up to 100; everything configured scores 100 with no recommendation', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(securityScore(best())).toBe(100);
    expect(recommendations(best())).toEqual([]);
  });

  it('nothing configured and no MFA: only the clean-password points (10)', () => {
    expect(securityScore(base())).toBe(10);
    expect(recommendations(base()).map((r) => r.code)).toEqual([
      'FORCE_MFA', 'ENABLE_LOCKOUT', 'ENABLE_PASSWORD_HISTORY', 'FORCE_RELOGIN', 'IDLE_SESSION', 'SESSION_CONCURRENCY', 'IP_RESTRICTIONS', 'DOMAIN_RESTRICTIONS', 'CONFIGURE_SSO',
    ]);
  });

  it('MFA: not enforced earns 20 × the enrolled share; enforcing earns the full 30', () => {
    const half = { ...base(), users: { ...base().users, mfaEnrolled: 5 } };
    expect(categoryPoints(half).MFA).toBe(10);
    expect(categoryPoints({ ...half, mfa: { enforceMFAType: 'ForceExceptSAML' } }).MFA).toBe(30);
    expect(securityScore({ ...base(), mfa: { enforceMFAType: 'Force' } }) - securityScore(base())).toBe(30);
  });

  it('breached passwords lower the password points in proportion and add a SEVERE recommendation with the reset action', () => {
    const f = { ...base(), users: { ...base().users, breached: 2 } };
    expect(categoryPoints(f).PASSWORD).toBe(8);
    expect(recommendations(f)[0]?.code).toBe('FORCE_MFA');
    expect(recommendations(f)).toContainEqual({ code: 'BREACHED_PASSWORDS', severity: 'SEVERE', category: 'PASSWORD', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 2 } });
  });

  it('weak lockout and short history earn half-ish points and an INFO "strengthen"', () => {
    const f = { ...best(), lockout: { enabled: true, maxAttempts: 10 }, passwordHistory: { enabled: true, historySize: 1 } };
    expect(categoryPoints(f).PASSWORD).toBe(10 + 4 + 4);
    expect(recommendations(f).map((r) => [r.code, r.severity])).toEqual([['STRENGTHEN_LOCKOUT', 'INFO'], ['STRENGTHEN_PASSWORD_HISTORY', 'INFO']]);
  });

  it('sessions: 9 force re-login + 8 idle + 8 concurrency; each missing part recommends its adjust action', () => {
    const f = { ...best(), sessionPolicy: { maxSessions: null, idleTimeout: 600, timeout: null } };
    expect(categoryPoints(f).SESSIONS).toBe(8);
    expect(recommendations(f).map((r) => r.action)).toEqual(['ADJUST_FORCE_RELOGIN', 'ADJUST_MAX_CONCURRENT_SESSIONS']);
  });

  it('restrictions count only when active with entries (domain: of its list type, or blocking public domains)', () => {
    expect(categoryPoints({ ...best(), ip: { active: false, allow: 3, block: 0 } }).IP).toBe(0);
    expect(categoryPoints({ ...best(), ip: { active: true, allow: 0, block: 0 } }).IP).toBe(0);
    expect(categoryPoints({ ...best(), domain: { active: true, listType: 'ALLOW', allow: 0, block: 2, blockPublicDomains: false } }).DOMAIN).toBe(0);
    expect(categoryPoints({ ...best(), domain: { active: true, listType: 'ALLOW', allow: 0, block: 0, blockPublicDomains: true } }).DOMAIN).toBe(5);
  });

  it('the spec demo figure: 20 of 23 enrolled, 1 breached, policies on, sessions and restrictions set, no SSO → 79', () => {
    const demo = { ...best(), mfa: { enforceMFAType: 'DontForce' }, lockout: { enabled: true, maxAttempts: 5 }, passwordHistory: { enabled: true, historySize: 3 },
      users: { total: 23, mfaEnrolled: 20, breached: 1, inactive: 2 }, sso: { configured: false } };
    expect(securityScore(demo)).toBe(79);
  });

  it('an empty tenant scores without dividing by zero', () => {
    expect(securityScore({ ...base(), users: { total: 0, mfaEnrolled: 0, breached: 0, inactive: 0 } })).toBe(10);
  });

  it('insights cover MFA usage, sessions, passwords, inactivity, IP/domain lists and SSO', () => {
    const list = insights({ ...best(), users: { total: 4, mfaEnrolled: 1, breached: 0, inactive: 1 }, activeSessions: 3 });
    expect(list.map((i) => i.category)).toEqual(['MFA', 'MFA', 'SESSIONS', 'SESSIONS', 'PASSWORD', 'PASSWORD', 'PASSWORD', 'INACTIVITY', 'IP', 'DOMAIN', 'SSO']);
    expect(list.find((i) => i.code === 'MFA_USAGE')?.metadata).toEqual({ enrolled: 1, total: 4, percentage: 25 });
    expect(list.find((i) => i.code === 'ACTIVE_SESSIONS')?.metadata).toEqual({ count: 3 });
  });
});
