import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox, styleAttributes } from '../../../test/render';

describe('PreLogin', () => {
  it('labels the email field and marks it for passkey-aware autofill', () => {
    renderLoginBox();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('moves focus to the email field on arrival', () => {
    renderLoginBox();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('shows a clear message for an empty and for a malformed email, without calling the flow', async () => {
    const { user, portico } = renderLoginBox();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(portico.login.getState().submitEmail).not.toHaveBeenCalled();
  });

  it('submits the trimmed email and carries it into the password step', async () => {
    const { user, portico } = renderLoginBox();
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(portico.login.getState().submitEmail).toHaveBeenCalledWith('ada@example.com');
    const carried = await screen.findByDisplayValue('ada@example.com');
    expect(carried.getAttribute('readonly')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('shows the server error from the flow state in an alert, as worded', () => {
    renderLoginBox({ state: { login: { error: "We're facing some difficulties, Please try again" } } });
    expect(screen.getByRole('alert').textContent).toBe("We're facing some difficulties, Please try again");
  });

  it('marks the button busy and aria-disabled (still focusable) while the flow is loading; a second submit does nothing', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { loading: true } } });
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await user.click(button);
    expect(portico.login.getState().submitEmail).not.toHaveBeenCalled();
    expect(button.className).toContain('portico-login-submit');
  });

  it('links to sign-up at the configured path and renders without style attributes', () => {
    const { container } = renderLoginBox({ routes: { signUpUrl: '/join' } });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/join');
    expect(styleAttributes(container)).toEqual([]);
  });
});
