import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'webAuthn' as const, mfaToken: 't', factors: ['WebAuthnCrossPlatform' as const], allowRememberDevice: true, rememberDeviceDays: 14 };

describe('MfaWebAuthn', () => {
  it('asks for the security key with the remember-device choice, and offers the recovery code', async () => {
    const verifyWebAuthn = vi.fn(async () => {});
    const { user, portico } = renderLoginBox({ state: { login: { step: 'loginWithTwoFactor', email: 'ada@example.com', mfa, verifyWebAuthn } } });
    expect(await screen.findByRole('heading', { name: 'Use your security key' })).toBeTruthy();
    await user.click(screen.getByLabelText('Remember this device for 14 days'));
    await user.click(screen.getByRole('button', { name: 'Use security key' }));
    expect(verifyWebAuthn).toHaveBeenCalledWith({ rememberDevice: true });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('recoveryCode');
  });

  it('shows the refusal in the alert region', async () => {
    renderLoginBox({ state: { login: { step: 'loginWithTwoFactor', email: 'ada@example.com', mfa, error: 'The passkey could not be verified' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('The passkey could not be verified');
  });

  it('is one button on the choose-method step, whatever the kinds', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { step: 'loginWithTwoFactor', email: 'ada@example.com',
      mfa: { ...mfa, step: 'verify', factors: ['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'] } } } });
    expect(await screen.findAllByRole('button', { name: 'Security key or this device' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Security key or this device' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('webAuthn');
  });

  it('steps up with the key on the step-up route', async () => {
    const verifyWebAuthn = vi.fn(async () => {});
    const { user } = renderLoginBox({ url: '/account/step-up', state: { stepUp: { step: 'stepUpWithMfa', start: async () => {}, verifyWebAuthn, mfa: { step: 'webAuthn', mfaToken: 'm' } } } });
    expect(await screen.findByText('Use your security key, or this device’s fingerprint, face or screen lock, to continue.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use security key' }));
    expect(verifyWebAuthn).toHaveBeenCalled();
  });
});
