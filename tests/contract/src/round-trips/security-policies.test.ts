import { login } from '@portico/rest-api/auth';
import {
  getLockoutPolicy, getMfaPolicy, getPasswordConfig, getPasswordHistoryPolicy, getVendorMfaPolicy, saveLockoutPolicy, savePasswordHistoryPolicy,
} from '@portico/rest-api/configurations';
import * as S from '@portico/rest-api/schemas';
import { changePassword, getMySessions, getSessionConfiguration, updateSessionConfiguration } from '@portico/rest-api/users';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

const ADMIN = 'admin@acme.test';
const DEMO = 'Portico-demo-1';
const NEXT = 'A second admin passphrase 3';

// Security section: session policy and general settings saved through the client and enforced by the server.
roundTrip('security policies: session configuration, lockout, password history, MFA reads', [
  step('session configuration (defaults)', (c) => getSessionConfiguration(c.client), S.sessionConfigurationSchema, (r) =>
    expect(r).toEqual({
      sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
      sessionIdleTimeoutConfiguration: { isActive: false, timeout: 3600 },
      sessionTimeoutConfiguration: { isActive: false, timeout: 7776000 },
    })),
  refused('a session limit of 0', (c) => updateSessionConfiguration(c.client, { sessionConcurrentConfiguration: { isActive: true, maxSessions: 0 } }), 400),
  step('limit to 2 concurrent sessions', (c) => updateSessionConfiguration(c.client, { sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } }),
    S.sessionConfigurationSchema, (r) => expect(r).toMatchObject({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } })),
  step('two more logins elsewhere', async (c) => {
    await c.t.login(ADMIN);
    await c.t.login(ADMIN);
  }),
  refused('this (oldest) session was signed out', (c) => getMySessions(c.client), 401),
  { name: 'sign in again', run: (c) => c.session.login(), shapes: [S.tokenResponseSchema] },
  step('at most 2 sessions listed', (c) => getMySessions(c.client), S.sessionResponseSchema.array(), (r) => expect((r as unknown[]).length).toBe(2)),
  step('MFA policy', (c) => getMfaPolicy(c.client), S.mfaPolicyResponseSchema),
  step('vendor MFA policy', (c) => getVendorMfaPolicy(c.client), S.mfaPolicyResponseSchema, (r) => expect(r).toMatchObject({ enforceMFAType: 'DontForce' })),
  step('password rules', (c) => getPasswordConfig(c.client), S.passwordConfigSchema, (r) => expect(r).toMatchObject({ minLength: 8, maxLength: 128 })),
  step('lockout policy', (c) => getLockoutPolicy(c.client), S.lockoutPolicyResponseSchema),
  step('lockout after 3 attempts', (c) => saveLockoutPolicy(c.client, { enabled: true, maxAttempts: 3 }), S.lockoutPolicyResponseSchema, (r) =>
    // Both readings: ours (the policy's fields) and the published client's record (id, createdAt, updatedAt).
    expect(r).toEqual({ enabled: true, maxAttempts: 3, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) })),
  step('password history policy', (c) => getPasswordHistoryPolicy(c.client), S.passwordHistoryPolicyResponseSchema),
  step('remember 2 passwords', (c) => savePasswordHistoryPolicy(c.client, { enabled: true, historySize: 2 }), S.passwordHistoryPolicyResponseSchema),
  step('change the password', (c) => changePassword(c.client, { password: DEMO, newPassword: NEXT })),
  refused('changing back to the previous one', (c) => changePassword(c.client, { password: NEXT, newPassword: DEMO }), 400),
  refused('three wrong passwords lock the account…', async (c) => {
    for (let i = 0; i < 3; i++) await login(c.client, { email: ADMIN, password: `wrong ${i}` }).catch(() => undefined);
    return login(c.client, { email: ADMIN, password: NEXT });
  }, 401),
]);
