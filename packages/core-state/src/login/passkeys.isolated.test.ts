import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext, tokens } from '../../test/fixtures';
import { PASSKEY_MESSAGES } from '../passkeys/messages';
import { PASSKEYS_DONT_SHOW_KEY, PREFERRED_METHOD_KEY, shouldPromptPasskeys } from '../passkeys/prompt';
import { createLoginStore } from './store';

const ceremony = vi.hoisted(() => ({
  supported: vi.fn(() => true),
  autofillSupported: vi.fn(async () => false),
  create: vi.fn(async () => ({ id: 'cred', response: { clientDataJSON: 'a', attestationObject: 'b' }, deviceType: 'Platform' as const })),
  get: vi.fn(async () => ({ id: 'cred', response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' } })),
  cancel: vi.fn(),
}));
vi.mock('../passkeys/ceremony', async (real) => ({ ...(await real<object>()), browserCeremony: ceremony }));

const refusal = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

// The store reads localStorage; a Map-backed one stands in for the browser's.
const memory = new Map<string, string>();
const localStorage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k), clear: () => memory.clear() };
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', localStorage);
  memory.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const setup = (passkeysOn = true) => {
  const f = fakeContext();
  f.api.getFlags.mockResolvedValue({ 'show-passkeys-new': true });
  f.api.getActiveAuthStrategies.mockResolvedValue(passkeysOn ? ['EmailAndPassword', 'Passkeys'] : ['EmailAndPassword']);
  const flow = createLoginStore(f.ctx);
  return { ...f, login: flow.store };
};

describe('passkey prompt rules (product-spec §5)', () => {
  const yes = { flagOn: true, strategyActive: true, preferredMethod: null, dontShowAgain: false, deviceCount: 0 } as const;
  it('prompts only when every condition holds', () => {
    expect(shouldPromptPasskeys(yes)).toBe(true);
    expect(shouldPromptPasskeys({ ...yes, flagOn: false })).toBe(false);
    expect(shouldPromptPasskeys({ ...yes, strategyActive: false })).toBe(false);
    expect(shouldPromptPasskeys({ ...yes, preferredMethod: 'passkeys' })).toBe(false);
    expect(shouldPromptPasskeys({ ...yes, dontShowAgain: true })).toBe(false);
    expect(shouldPromptPasskeys({ ...yes, deviceCount: 1 })).toBe(false);
  });

  it('shows promptPasskeys after a password login with zero passkeys; adding one finishes the login', async () => {
    const { login, api, navigate } = setup();
    await login.getState().submitEmail('ada@app.test');
    await login.getState().submitPassword('pw');
    expect(login.getState().step).toBe('promptPasskeys');
    await login.getState().addPasskey();
    expect(api.passkeyRegistrationOptions).toHaveBeenCalled();
    expect(api.registerPasskey).toHaveBeenCalledWith(expect.objectContaining({ id: 'cred', deviceType: 'Platform' }));
    expect(login.getState().step).toBe('success');
    await vi.advanceTimersByTimeAsync(200);
    expect(navigate).toHaveBeenCalled();
  });

  it('goes straight to success when the strategy is off, the user has a passkey, or chose not to be asked', async () => {
    const off = setup(false);
    await off.login.getState().submitPassword('pw');
    expect(off.login.getState().step).toBe('success');

    const owns = setup();
    owns.api.listPasskeys.mockResolvedValue([{ id: 'pk' }]);
    await owns.login.getState().submitPassword('pw');
    expect(owns.login.getState().step).toBe('success');

    const asked = setup();
    await asked.login.getState().submitPassword('pw');
    asked.login.getState().skipPasskeys(true);
    expect(localStorage.getItem(PASSKEYS_DONT_SHOW_KEY)).toBe('1');
    const again = setup();
    await again.login.getState().submitPassword('pw');
    expect(again.login.getState().step).toBe('success');
    expect(again.api.listPasskeys).not.toHaveBeenCalled();
  });

  it('keeps the user on the prompt with a clear message when the browser refuses', async () => {
    const { login } = setup();
    await login.getState().submitPassword('pw');
    ceremony.create.mockRejectedValueOnce(refusal());
    await login.getState().addPasskey();
    expect(login.getState()).toMatchObject({ step: 'promptPasskeys', error: PASSKEY_MESSAGES.cancelled, loading: false });
  });
});

describe('passkey login', () => {
  it('offers passkeys only while the strategy is on, and signs in with the chosen one (no prompt after)', async () => {
    const { login, api } = setup();
    await login.getState().preparePasskeys();
    expect(login.getState().passkeysAvailable).toBe(true);
    await login.getState().loginWithPasskey();
    expect(api.passkeyLoginOptions).toHaveBeenCalledWith({});
    expect(api.passkeyLogin).toHaveBeenCalledWith(expect.objectContaining({ id: 'cred' }));
    expect(login.getState().step).toBe('success');
    expect(localStorage.getItem(PREFERRED_METHOD_KEY)).toBe('passkeys');
    const off = setup(false);
    await off.login.getState().preparePasskeys();
    expect(off.login.getState().passkeysAvailable).toBe(false);
  });

  it('signs in from the e-mail field autofill (conditional UI) when the browser supports it', async () => {
    const { login, api } = setup();
    ceremony.autofillSupported.mockResolvedValueOnce(true);
    await login.getState().preparePasskeys();
    expect(ceremony.get).toHaveBeenCalledWith(expect.anything(), true);
    expect(api.passkeyLogin).toHaveBeenCalled();
    expect(login.getState().step).toBe('success');
  });

  it('shows the server message for a refused passkey and a clear one for a cancelled dialog', async () => {
    const { login, api } = setup();
    api.passkeyLogin.mockRejectedValueOnce(apiError('The passkey could not be verified'));
    await login.getState().loginWithPasskey();
    expect(login.getState()).toMatchObject({ step: 'preLogin', error: 'The passkey could not be verified' });
    ceremony.get.mockRejectedValueOnce(refusal());
    await login.getState().loginWithPasskey();
    expect(login.getState().error).toBe(PASSKEY_MESSAGES.cancelled);
    expect(api.passkeyLogin).toHaveBeenCalledTimes(1);
  });

  it('a passkey login that needs MFA goes to the MFA step', async () => {
    const { login, api } = setup();
    api.passkeyLogin.mockResolvedValueOnce(tokens({ accessToken: undefined, mfaRequired: true, mfaToken: 'm', mfaStrategies: ['AuthenticatorApp'] }));
    await login.getState().loginWithPasskey();
    expect(login.getState().step).toBe('loginWithTwoFactor');
  });
});
