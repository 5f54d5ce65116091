import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('PromptPasskeys', () => {
  it('offers to add a passkey, or to go on and never be asked again', async () => {
    const addPasskey = vi.fn(async () => {});
    const skipPasskeys = vi.fn();
    const { user } = renderLoginBox({ state: { login: { step: 'promptPasskeys', addPasskey, skipPasskeys } } });
    expect(screen.getByRole('heading', { name: 'Sign in faster with a passkey' })).toBeTruthy();
    expect(screen.queryByText('This sign-in method is not available here yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(addPasskey).toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Don’t ask me again on this device' }));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(skipPasskeys).toHaveBeenCalledWith(true);
  });

  it('shows a refusal in the alert', () => {
    renderLoginBox({ state: { login: { step: 'promptPasskeys', error: 'The passkey request was cancelled or timed out. Try again' } } });
    expect(screen.getByRole('alert').textContent).toContain('cancelled or timed out');
  });
});

describe('PasskeyLogin on pre-login', () => {
  it('starts the autofill on mount, offers the button once passkeys are on, and cancels when the screen goes', async () => {
    const preparePasskeys = vi.fn(async () => {});
    const cancelPasskeys = vi.fn();
    const loginWithPasskey = vi.fn(async () => {});
    const { user, unmount } = renderLoginBox({ state: { login: { passkeysAvailable: true, preparePasskeys, cancelPasskeys, loginWithPasskey } } });
    expect(preparePasskeys).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(loginWithPasskey).toHaveBeenCalled();
    unmount();
    expect(cancelPasskeys).toHaveBeenCalled();
  });

  it('offers no passkey button while passkeys are off', () => {
    renderLoginBox({ state: { login: { passkeysAvailable: false, preparePasskeys: vi.fn(async () => {}) } } });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
