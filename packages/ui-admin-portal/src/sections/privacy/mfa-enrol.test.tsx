import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { previewPortico, renderPortal, SLOW } from '../../../test/portal';

/** A portico whose MFA settings store allows `strategies`, its actions replaced by spies that move the steps as the real ones do. */
function withMfaSettings(strategies: Array<'AuthenticatorApp' | 'SMS' | 'WebAuthnCrossPlatform' | 'WebAuthnPlatform'>, authenticators: Array<{ id: string }> = []) {
  const portico = previewPortico();
  const store = portico.mfaSettings;
  const privacy = createAdminStores(portico).privacy;
  const devices = { authenticators, phones: [], webauthn: [], emails: [] };
  privacy.setState({ mfa: { status: 'ready', data: devices }, loadMfaDevices: vi.fn(async () => {}) } as never);
  const spies = {
    loadStrategies: vi.fn(async () => {}),
    enrollSms: vi.fn(async (phoneNumber: string) => store.setState({ step: 'enrollSms', sms: { phoneNumber, otcToken: 'otc-1' } })),
    verifySmsEnrollment: vi.fn(async () => store.setState({ step: 'recoveryCode', recoveryCode: 'RC-SMS-1' })),
    enrollWebAuthn: vi.fn(async () => store.setState({ error: 'The passkey dialog was closed or timed out. Try again.' })),
  };
  store.setState({ strategies, devices, ...spies });
  return { portico, store, privacy, spies };
}

describe('privacy → MFA: adding a second factor', () => {
  // jsdom has no WebAuthn; the browser's dialog itself is replaced by the store spies.
  beforeEach(() => void vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
  afterEach(() => void vi.unstubAllGlobals());

  it('SMS: phone (validated) → texted code (validated) → recovery code shown once, devices reloaded', async () => {
    const user = userEvent.setup();
    const { portico, store, privacy, spies } = withMfaSettings(['AuthenticatorApp', 'SMS', 'WebAuthnCrossPlatform', 'WebAuthnPlatform']);
    renderPortal({ section: 'privacy', portico });
    await user.click(await screen.findByRole('tab', { name: 'Multi-factor authentication' }, SLOW));
    const add = within(await screen.findByRole('region', { name: 'Add a second step' }, SLOW));
    expect(add.getAllByRole('button').map((b) => b.textContent)).toEqual(['Set up an authenticator app', 'Add a phone for text messages', 'Add a security key', 'Use this device']);
    await user.click(add.getByRole('button', { name: 'Add a phone for text messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone for text messages' });
    await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
    expect(await within(dialog).findByText('Enter the number in international format, like +447700900123')).toBeTruthy();
    expect(spies.enrollSms).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Mobile phone number'), '+44 7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Text me a code' }));
    expect(spies.enrollSms).toHaveBeenCalledWith('+447700900123');
    expect(within(dialog).getByText('Enter the 6-digit code we texted to +447700900123.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter the 6-digit code')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(spies.verifySmsEnrollment).toHaveBeenCalledWith('123456');
    const done = await screen.findByRole('dialog', { name: 'Save your recovery code' });
    expect(within(done).getByText('Multi-factor authentication is on.').getAttribute('role')).toBe('status');
    expect((within(done).getByLabelText('Recovery code') as HTMLInputElement).value).toBe('RC-SMS-1');
    await waitFor(() => expect(privacy.getState().loadMfaDevices).toHaveBeenCalled());
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState()).toMatchObject({ step: 'idle', recoveryCode: undefined });
  });

  it('security key: the browser ceremony starts at once; a refusal shows in the dialog with a retry; no app once one is enrolled', async () => {
    const user = userEvent.setup();
    const { portico, spies } = withMfaSettings(['AuthenticatorApp', 'WebAuthnCrossPlatform'], [{ id: 'a-1' }]);
    renderPortal({ section: 'privacy', portico });
    await user.click(await screen.findByRole('tab', { name: 'Multi-factor authentication' }, SLOW));
    const add = within(await screen.findByRole('region', { name: 'Add a second step' }, SLOW));
    expect(add.getAllByRole('button').map((b) => b.textContent)).toEqual(['Add a security key']);
    await user.click(add.getByRole('button', { name: 'Add a security key' }));
    expect(spies.enrollWebAuthn).toHaveBeenCalledWith('CrossPlatform');
    const dialog = await screen.findByRole('dialog', { name: 'Add a security key' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The passkey dialog was closed or timed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Add a security key' }));
    expect(spies.enrollWebAuthn).toHaveBeenCalledTimes(2);
  });
});
