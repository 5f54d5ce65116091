// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/fixtures';
import { loginAwaitingMfa, signedInMfaSettings, stepUpStarted } from '../../test/mfa-flows';
import { STEP_UP_PATH_KEY } from '../constants';
import { PASSKEY_MESSAGES } from '../passkeys/messages';

const ceremony = vi.hoisted(() => ({
  supported: vi.fn(() => true),
  autofillSupported: vi.fn(async () => false),
  create: vi.fn(async (_options: unknown) => ({ id: 'cred', response: { clientDataJSON: 'a', attestationObject: 'b' }, deviceType: 'Platform' as const })),
  get: vi.fn(async () => ({ id: 'cred', response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' } })),
  cancel: vi.fn(),
}));
vi.mock('../passkeys/ceremony', async (real) => ({ ...(await real<object>()), browserCeremony: ceremony }));
const refusal = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
const KEYS = { webauthn: [{ id: 'w-1', deviceType: 'CrossPlatform' }] };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('WebAuthn MFA at login', () => {
  const pending = async (answer: object) => {
    const { store: login, ...f } = await loginAwaitingMfa(answer);
    return { ...f, login };
  };

  it('an enrolled key leads to the webAuthn step; verifying asks the browser and signs in', async () => {
    const { login, api, auth } = await pending({ mfaDevices: KEYS, mfaStrategies: ['WebAuthnCrossPlatform'] });
    expect(login.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: { step: 'webAuthn', factors: ['WebAuthnCrossPlatform'] } });
    await login.getState().verifyWebAuthn({ rememberDevice: true });
    expect(api.webAuthnMfaOptions).toHaveBeenCalledWith('w-1', { mfaToken: 'mfa-1' });
    expect(api.verifyWebAuthnMfa).toHaveBeenCalledWith('w-1', { mfaToken: 'mfa-1', webauthnToken: 'c-4', options: expect.objectContaining({ id: 'cred' }), rememberDevice: true });
    expect(login.getState().step).toBe('success');
    expect(auth.getState().isAuthenticated).toBe(true);
  });

  it('a cancelled browser dialog or a refused key keeps the step with a clear message', async () => {
    const { login, api } = await pending({ mfaDevices: KEYS });
    ceremony.get.mockRejectedValueOnce(refusal());
    await login.getState().verifyWebAuthn();
    expect(login.getState()).toMatchObject({ mfa: { step: 'webAuthn' }, error: PASSKEY_MESSAGES.cancelled, loading: false });
    api.verifyWebAuthnMfa.mockRejectedValueOnce(apiError('The passkey could not be verified'));
    await login.getState().verifyWebAuthn();
    expect(login.getState()).toMatchObject({ mfa: { step: 'webAuthn' }, error: 'The passkey could not be verified' });
  });

  it('forced enrolment: the choose step lists WebAuthn; enrolling a security key shows the recovery code once, then finishes', async () => {
    const { login, api, auth } = await pending({ mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'] });
    expect(login.getState()).toMatchObject({ step: 'forceTwoFactor', mfa: { step: 'verify', factors: ['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'] } });
    await login.getState().chooseMfaMethod('webAuthn');
    expect(login.getState().mfa?.step).toBe('webAuthn');
    await login.getState().enrollWebAuthn('CrossPlatform');
    // The options are narrowed to a security key and the credential reported as one.
    expect(ceremony.create.mock.calls[0]![0]).toMatchObject({ authenticatorSelection: { authenticatorAttachment: 'cross-platform' } });
    expect(api.verifyLoginWebAuthnEnrollment).toHaveBeenCalledWith(expect.objectContaining({ mfaToken: 'mfa-1', webauthnToken: 'c-3', deviceType: 'CrossPlatform' }));
    expect(login.getState().mfa?.enrollment?.recoveryCode).toBe('RC-3');
    expect(auth.getState().isAuthenticated).toBe(true);
    login.getState().acknowledgeRecoveryCode();
    expect(login.getState().step).toBe('success');
  });
});

describe('WebAuthn step-up', () => {
  it('steps up with the key and goes back to the saved path; a refusal stays with a message', async () => {
    const { stepUp, ...f } = await stepUpStarted({ mfaDevices: KEYS, mfaStrategies: ['WebAuthnCrossPlatform'] });
    expect(stepUp.getState()).toMatchObject({ step: 'stepUpWithMfa', mfa: { step: 'webAuthn' } });
    ceremony.get.mockRejectedValueOnce(refusal());
    await stepUp.getState().verifyWebAuthn();
    expect(stepUp.getState()).toMatchObject({ step: 'stepUpWithMfa', error: PASSKEY_MESSAGES.cancelled });
    localStorage.setItem(STEP_UP_PATH_KEY, '/sensitive');
    await stepUp.getState().verifyWebAuthn();
    expect(f.api.verifyWebAuthnMfa).toHaveBeenCalledWith('w-1', expect.objectContaining({ mfaToken: 'mfa-s', webauthnToken: 'c-4' }));
    expect(stepUp.getState().step).toBe('success');
    expect(f.navigate).toHaveBeenCalledWith('/sensitive');
  });
});

describe('WebAuthn MFA in the profile', () => {
  it('lists, enrols a platform authenticator (recovery code shown, user enrolled) and removes the last key (user no longer enrolled)', async () => {
    const { mfa, ...f } = await signedInMfaSettings();
    await mfa.getState().loadDevices();
    expect(mfa.getState().devices?.webauthn).toHaveLength(1);
    await mfa.getState().enrollWebAuthn('Platform');
    expect(ceremony.create.mock.calls[0]![0]).toMatchObject({ authenticatorSelection: { authenticatorAttachment: 'platform' } });
    expect(f.api.verifyWebAuthnMfaEnrollment).toHaveBeenCalledWith(expect.objectContaining({ webauthnToken: 'c-3', deviceType: 'Platform' }));
    expect(mfa.getState()).toMatchObject({ step: 'recoveryCode', recoveryCode: 'RC-4', loading: false });
    expect(f.auth.getState().user?.mfaEnrolled).toBe(true);
    f.api.listMfaDevices.mockResolvedValue({ webauthn: [], phones: [], authenticators: [], emails: [] });
    await mfa.getState().disableWebAuthn('w-1');
    expect(f.api.disableWebAuthnMfa).toHaveBeenCalledWith('w-1');
    expect(f.auth.getState().user?.mfaEnrolled).toBe(false);
    ceremony.create.mockRejectedValueOnce(refusal());
    await mfa.getState().enrollWebAuthn('CrossPlatform');
    expect(mfa.getState().error).toBe(PASSKEY_MESSAGES.cancelled);
  });
});
