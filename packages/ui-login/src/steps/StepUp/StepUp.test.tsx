import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('StepUp', () => {
  it('starts with the maxAge of the query and verifies the code', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/step-up?maxAge=300' });
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy();
    expect(portico.stepUp.getState().start).toHaveBeenCalledWith(300);
    await user.type(screen.getByLabelText('Digit 1 of 6'), '246810');
    expect(portico.stepUp.getState().verify).toHaveBeenCalledWith('246810');
  });

  it('with SMS names the masked phone and offers a resend', async () => {
    const mfa = { step: 'smsVerifyCode' as const, mfaToken: 'm', factors: ['SMS' as const], otcToken: 'o', phoneNumber: '+4•••••••0108', codeSentAt: Date.now() };
    const { user, portico } = renderLoginBox({ url: '/account/step-up', state: { stepUp: { step: 'stepUpWithMfa', start: async () => {}, mfa } } });
    expect(await screen.findByText('Enter the 6-digit code we texted to +4•••••••0108 to continue.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend code in/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Digit 1 of 6'), '135790');
    expect(portico.stepUp.getState().verify).toHaveBeenCalledWith('135790');
  });

  it('shows the no-MFA-enrolled step', async () => {
    renderLoginBox({ url: '/account/step-up', state: { stepUp: { step: 'noMFAEnrolledStepUp', start: async () => {} } } });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });
});

describe('StepUp choose method', () => {
  it('lists the enrolled kinds and opens the chosen one', async () => {
    const { user, portico } = renderLoginBox({
      url: '/account/step-up',
      state: { stepUp: { step: 'stepUpWithMfa', start: async () => {}, mfa: { step: 'verify', mfaToken: 'm', factors: ['AuthenticatorApp', 'SMS'] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy();
    expect(screen.getByText('Choose how to confirm your identity.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /email/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /authenticator/i }));
    expect(portico.stepUp.getState().chooseMfaMethod).toHaveBeenCalledWith('authenticatorApp');
    expect(await screen.findByLabelText('Digit 1 of 6')).toBeTruthy();
  });
});
