import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeOverrides } from '../../test/fake-portico';
import { renderLoginBox, styleAttributes } from '../../test/render';

// Every login step of product-spec §4 and the heading it shows.
const steps: Array<[NonNullable<FakeOverrides['login']>, string]> = [
  [{ step: 'preLogin' }, 'Sign in'],
  [{ step: 'loginWithPassword' }, 'Sign in with your password'],
  [{ step: 'loginWithOtc' }, 'Enter your sign-in code'],
  [{ step: 'loginWithSmsOtc' }, 'Enter your sign-in code'],
  [{ step: 'loginWithQuickSmsOtc' }, 'Sign in faster with your phone'],
  [{ step: 'magicLinkPreLoginSuccess' }, 'Check your email'],
  [{ step: 'redirectToSSO' }, 'Redirecting you to your identity provider…'],
  [{ step: 'loginWithSSOFailed' }, 'Single sign-on failed'],
  [{ step: 'loginWithTwoFactor', mfa: { step: 'authenticatorApp', mfaToken: 't' } }, 'Two-factor authentication'],
  [{ step: 'loginWithTwoFactor', mfa: { step: 'emailVerifyCode', mfaToken: 't' } }, 'Check your email'],
  [{ step: 'loginWithTwoFactor', mfa: { step: 'verify', mfaToken: 't' } }, 'Choose a verification method'],
  [{ step: 'loginWithTwoFactor', mfa: { step: 'smsVerifyCode', mfaToken: 't' } }, 'Check your phone'],
  [{ step: 'forceTwoFactor', mfa: { step: 'smsSetPhoneNumber', mfaToken: 't', enrolling: true } }, 'Add your phone'],
  [{ step: 'forceTwoFactor', mfa: { step: 'authenticatorApp', mfaToken: 't', enrolling: true } }, 'Set up your authenticator app'],
  [{ step: 'recoverTwoFactor', mfa: { step: 'recoveryCode', mfaToken: 't' } }, 'Use a recovery code'],
  [{ step: 'breachedPassword' }, 'Your password needs to change'],
  [{ step: 'breachedPasswordSuccess' }, 'Check your email'],
  [{ step: 'success' }, 'You’re signed in'],
  [{ step: 'promptPasskeys' }, 'Sign in faster with a passkey'],
];

describe('LoginRoute', () => {
  it.each(steps)('%o shows "%s" without style attributes', async (state, heading) => {
    const { container } = renderLoginBox({ state: { login: { email: 'ada@example.com', ...state } } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(container.querySelector('[data-login-step]')!.getAttribute('data-login-step')).toBe(state.step);
    expect(styleAttributes(container)).toEqual([]);
  });

  it('moves focus to the new step heading when the step has no field', async () => {
    const { portico } = renderLoginBox({ state: { login: { step: 'loginWithPassword', email: 'a@b.co' } } });
    act(() => portico.login.setState({ step: 'success' }));
    const heading = await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe('Redirecting…');
  });
});
