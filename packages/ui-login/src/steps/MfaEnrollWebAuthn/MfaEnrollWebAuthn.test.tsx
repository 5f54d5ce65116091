import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'webAuthn' as const, mfaToken: 't', enrolling: true, factors: ['WebAuthnPlatform' as const, 'WebAuthnCrossPlatform' as const], allowRememberDevice: false };

describe('MfaEnrollWebAuthn', () => {
  it('offers this device and a security key at forced enrolment', async () => {
    const enrollWebAuthn = vi.fn(async () => {});
    const { user } = renderLoginBox({ state: { login: { step: 'forceTwoFactor', email: 'ada@example.com', mfa, enrollWebAuthn } } });
    expect(await screen.findByRole('heading', { name: 'Add a security key' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this device' }));
    expect(enrollWebAuthn).toHaveBeenCalledWith('Platform');
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    expect(enrollWebAuthn).toHaveBeenCalledWith('CrossPlatform');
  });

  it('offers only the kinds the policy allows', async () => {
    renderLoginBox({ state: { login: { step: 'forceTwoFactor', email: 'ada@example.com', mfa: { ...mfa, factors: ['WebAuthnCrossPlatform'] } } } });
    expect(await screen.findByRole('button', { name: 'Use a security key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use this device' })).toBeNull();
  });

  it('shows the recovery code once, then continues', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { step: 'forceTwoFactor', email: 'ada@example.com', mfa: { ...mfa, enrollment: { recoveryCode: 'ABCD-EFGH' } } } } });
    expect(await screen.findByText('ABCD-EFGH')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(portico.login.getState().acknowledgeRecoveryCode).toHaveBeenCalled();
  });
});
