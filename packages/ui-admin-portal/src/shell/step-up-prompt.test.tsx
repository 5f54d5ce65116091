import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../test/portal';

const prompt = () => screen.queryByText(/^For your security, confirm it is you/)?.closest('[role="alert"]') ?? null;

describe('step-up prompt', () => {
  it('with a second factor: "Verify it is you" goes to the step-up; "Not now" puts it away', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'privacy' });
    await screen.findByRole('heading', { name: 'Privacy' }, SLOW);
    act(() => portico.auth.setState({ user: { ...portico.auth.getState().user!, mfaEnrolled: true } }));
    expect(prompt()).toBeNull();
    const redirect = vi.fn();
    act(() => portico.stepUp.setState({ required: {}, redirectToStepUp: redirect }));
    expect(prompt()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    act(() => portico.stepUp.setState({ required: { maxAge: 600 } }));
    await user.click(screen.getByRole('button', { name: 'Verify it is you' }));
    expect(redirect).toHaveBeenCalledWith({ maxAge: 600 });
    expect(prompt()).toBeNull();
  });

  it('without a second factor: "Sign in again" signs out (a fresh sign-in is what the server accepts)', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'privacy' });
    await screen.findByRole('heading', { name: 'Privacy' }, SLOW);
    const logout = vi.fn(async () => {});
    act(() => {
      portico.auth.setState({ user: { ...portico.auth.getState().user!, mfaEnrolled: false } });
      portico.logout.setState({ logout });
      portico.stepUp.setState({ required: {} });
    });
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(logout).toHaveBeenCalled();
    expect(prompt()).toBeNull();
  });
});
