import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';
import { hebrew } from '../../localization/hebrew';

const state = { login: { step: 'loginWithPassword' as const, email: 'ada@example.com' } };

describe('LoginWithPassword', () => {
  // The password step follows any email, known or not: a greeting would tell a stranger which addresses have accounts.
  it('greets neutrally, never "welcome back", in English and Hebrew', async () => {
    const { unmount } = renderLoginBox({ state: { login: { ...state.login, email: 'nobody-here@example.com' } } });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Sign in with your password');
    expect(document.body.textContent).not.toMatch(/welcome/i);
    unmount();
    renderLoginBox({ state, localization: { locale: hebrew } });
    const he = await screen.findByRole('heading', { level: 1 });
    expect(he.textContent).toBe('התחברות עם סיסמה');
    expect(document.body.textContent).not.toContain('ברוך שובך');
  });

  it('carries the email read-only with username autocomplete, and the password has current-password', () => {
    renderLoginBox({ state });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(password);
  });

  it('lets a password manager paste the password (SECURITY.md 9)', async () => {
    renderLoginBox({ state });
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await userEvent.click(password);
    await userEvent.paste('pasted passphrase 42');
    expect(password.value).toBe('pasted passphrase 42');
    expect(password.getAttribute('onpaste')).toBeNull();
  });

  it('asks for a password before calling the flow', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(portico.login.getState().submitPassword).not.toHaveBeenCalled();
  });

  it('accepts a pasted password and submits it unchanged', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByLabelText('Password'));
    await user.paste(' correct horse battery staple ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(portico.login.getState().submitPassword).toHaveBeenCalledWith(' correct horse battery staple ');
  });

  it('links to forgot password and goes back to the email step', async () => {
    const { user, portico } = renderLoginBox({ state });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/account/forget-password');
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(portico.login.getState().backToEmail).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the focus while signing in; a refused password is marked invalid, described by the message, and focused', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.type(screen.getByLabelText('Password'), 'not the password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    act(() => portico.login.setState({ loading: true }));
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => portico.login.setState({ loading: false, error: 'Invalid email or password' }));
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe('Invalid email or password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(document.title).toBe('Sign in with your password');
  });

  it('shows a wrong-password error from the server as worded', () => {
    renderLoginBox({ state: { login: { ...state.login, error: 'Invalid email or password' } } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
  });
});
