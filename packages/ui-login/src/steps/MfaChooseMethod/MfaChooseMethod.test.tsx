import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('MfaChooseMethod', () => {
  it('offers one button per enrolled factor and passes the choice to the flow', async () => {
    const { user, portico } = renderLoginBox({
      state: { login: { step: 'loginWithTwoFactor', mfa: { step: 'verify', mfaToken: 't', factors: ['AuthenticatorApp', 'EmailCode'] } } },
    });
    expect(screen.getByRole('heading', { name: 'Choose a verification method' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Text message' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Email code' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('emailVerifyCode');
  });

  it('says MFA is required and hides recovery when the user must enrol', () => {
    renderLoginBox({ state: { login: { step: 'forceTwoFactor', mfa: { step: 'verify', mfaToken: 't', enrolling: true, factors: ['AuthenticatorApp', 'SMS'] } } } });
    expect(screen.getByText('Your organization requires two-factor authentication.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });
});
