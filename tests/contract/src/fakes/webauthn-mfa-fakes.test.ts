import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { SoftAuthenticator } from '@portico/server/src/test/soft-authenticator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../packages/core-state/test/fixtures';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The WebAuthn MFA calls of the port: the preview fake and the unit tests' fake answer in the server's shapes.
let t: TestServer;
let rest: PorticoApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createRestApi(s.client()))));
afterAll(async () => t?.close());

describe('WebAuthn MFA calls: fakes and the server agree', () => {
  it('enrolment options, devices and the refusal of an unverifiable credential', async () => {
    const preview = createPreviewApi({ delayMs: 0 });
    const api = fakeApi();
    const served = await rest.enrollWebAuthnMfa();
    expect(shapeOf(await preview.enrollWebAuthnMfa())).toEqual(shapeOf(served));
    expect(Object.keys((await api.enrollWebAuthnMfa()).options).every((k) => k in served.options)).toBe(true);
    expect(await preview.listMfaDevices()).toEqual(await rest.listMfaDevices());
    const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: Error) => e.message);
    const forged = { webauthnToken: served.webauthnToken, deviceType: 'CrossPlatform' as const, options: new SoftAuthenticator().register(served.options as never, 'http://evil.test') };
    expect(await refusal(preview.verifyWebAuthnMfaEnrollment(forged))).toBe(await refusal(rest.verifyWebAuthnMfaEnrollment(forged)));

    const enrolment = await rest.enrollWebAuthnMfa();
    const done = await rest.verifyWebAuthnMfaEnrollment({ webauthnToken: enrolment.webauthnToken, deviceType: 'CrossPlatform', options: new SoftAuthenticator().register(enrolment.options as never, 'http://app.test') });
    expect(shapeOf(await api.verifyWebAuthnMfaEnrollment({} as never))).toEqual(shapeOf(done));
    // The unit-test fake lists one device of every kind; the server lists this test's security key.
    expect(shapeOf((await api.listMfaDevices()).webauthn)).toEqual(shapeOf((await rest.listMfaDevices()).webauthn));

    // Removal in two steps: the options for the key; preview (no key enrolled) answers as the server does for an unknown one.
    const deviceId = (await rest.listMfaDevices()).webauthn?.[0]?.id ?? '';
    expect(shapeOf(await api.disableWebAuthnMfaOptions(deviceId))).toEqual(shapeOf(await rest.disableWebAuthnMfaOptions(deviceId)));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(preview.disableWebAuthnMfaOptions(unknown))).toBe(await refusal(rest.disableWebAuthnMfaOptions(unknown)));
    const assertion = new SoftAuthenticator().assert('c', 'http://app.test', 'app.test');
    expect(await refusal(preview.verifyWebAuthnMfaDisable(unknown, { options: assertion }))).toBe(await refusal(rest.verifyWebAuthnMfaDisable(unknown, { options: assertion })));
    expect(await refusal(preview.disableWebAuthnMfa(unknown))).toBe(await refusal(rest.disableWebAuthnMfa(unknown)));
    expect(await api.verifyWebAuthnMfaDisable(deviceId, { options: assertion })).toBeUndefined();
  });
});
