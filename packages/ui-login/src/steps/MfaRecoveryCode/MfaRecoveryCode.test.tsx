import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const state = { login: { step: 'recoverTwoFactor' as const, email: 'ada@example.com', mfa: { step: 'recoveryCode' as const, mfaToken: 't', factors: ['AuthenticatorApp' as const] } } };

describe('MfaRecoveryCode', () => {
  it('requires a code, then submits it trimmed', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your recovery code')).toBeTruthy();
    await user.type(screen.getByLabelText('Recovery code'), ' abcd-efgh ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(portico.login.getState().useRecoveryCode).toHaveBeenCalledWith('abcd-efgh');
  });

  it('goes back to the code step of the enrolled factor', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByRole('button', { name: 'Use a verification code instead' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('authenticatorApp');
  });
});
