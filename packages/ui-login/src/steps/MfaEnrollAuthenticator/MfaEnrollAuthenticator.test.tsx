import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox, styleAttributes } from '../../../test/render';

const state = { login: { step: 'forceTwoFactor' as const, email: 'ada@example.com', mfa: { step: 'authenticatorApp' as const, mfaToken: 't', enrolling: true } } };

describe('MfaEnrollAuthenticator', () => {
  it('asks the flow for a secret and draws it as an SVG QR code without style attributes', async () => {
    const { container, portico } = renderLoginBox({ state });
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(portico.login.getState().enrollAuthenticator).toHaveBeenCalledTimes(1);
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The encoder loads with the first QR shown: the path follows the empty frame.
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/));
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(styleAttributes(container)).toEqual([]);
  });

  it('verifies the first code, then shows the recovery code until the user continues', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.type(await screen.findByLabelText('Digit 1 of 6'), '111222');
    expect(portico.login.getState().verifyEnrollment).toHaveBeenCalledWith('111222');
    portico.login.setState((s) => ({ mfa: { ...s.mfa!, enrollment: { ...s.mfa!.enrollment, recoveryCode: 'RC-1234-5678' } } }));
    expect(await screen.findByText('RC-1234-5678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(portico.login.getState().acknowledgeRecoveryCode).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'You’re signed in' })).toBeTruthy();
  });
});
