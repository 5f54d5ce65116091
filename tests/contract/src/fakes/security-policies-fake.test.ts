import { createAdminRestApi, type AdminApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview fake of the Security section's policies answers with the server's shapes, call by call.
let t: TestServer;
let admin: AdminApi;
beforeAll(async () => ({ t, rest: admin } = await startRestPort((s) => createAdminRestApi(s.client()))));
afterAll(async () => t?.close());

describe('security policies: preview fake and REST port over the server agree', () => {
  it('session configuration, MFA, lockout and password history: reads, saves and a refused figure', async () => {
    const rest = admin.securityPolicies;
    const preview = createAdminPreviewApi({ delayMs: 0 }).securityPolicies;
    const both = async (call: (api: typeof rest) => Promise<unknown>) => [await call(preview), await call(rest)] as const;
    const calls: ((a: typeof rest) => Promise<unknown>)[] = [
      (a: typeof rest) => a.getSessionConfiguration(),
      (a: typeof rest) => a.updateSessionConfiguration({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 900 } }),
      (a: typeof rest) => a.getMfaPolicy(),
      (a: typeof rest) => a.saveMfaPolicy({ mfaDeviceExpiration: 600 }),
      (a: typeof rest) => a.getLockoutPolicy(),
      (a: typeof rest) => a.saveLockoutPolicy({ maxAttempts: 4 }),
      (a: typeof rest) => a.getPasswordHistoryPolicy(),
      (a: typeof rest) => a.savePasswordHistoryPolicy({ historySize: 2 }),
    ];
    for (const call of calls) {
      const [fake, real] = await both(call);
      expect(shapeOf(fake)).toEqual(shapeOf(real));
    }
    const [onPreview, onServer] = await Promise.all([
      preview.updateSessionConfiguration({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 0 } }).catch((e: unknown) => e),
      rest.updateSessionConfiguration({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 0 } }).catch((e: unknown) => e),
    ]);
    expect((onPreview as { status?: number }).status).toBe(400);
    expect((onServer as { status?: number }).status).toBe(400);
    expect((onPreview as Error).message).toBe((onServer as Error).message);
  });
});
