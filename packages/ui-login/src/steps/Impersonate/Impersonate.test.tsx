import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakePortico } from '../../../test/fake-portico';
import { renderLoginBox } from '../../../test/render';

describe('Impersonate', () => {
  it('without a userId says where to choose the user, and calls nothing', async () => {
    const { portico } = renderLoginBox({ url: '/account/impersonate' });
    expect(await screen.findByText('Choose the user to impersonate in the admin portal’s users list.')).toBeTruthy();
    expect(portico.impersonation.getState().impersonate).not.toHaveBeenCalled();
  });

  it('requires a reason, then starts the flow for the user and shows its steps', async () => {
    const portico = createFakePortico();
    // Stays on success: the real flow then waits 1 s and reloads the session.
    portico.impersonation.setState({ impersonate: vi.fn(async () => (portico.impersonation.setState({ step: 'success' }), false)) });
    const { user } = renderLoginBox({ url: '/account/impersonate?userId=u-7', portico });
    expect(await screen.findByRole('heading', { name: 'Impersonate a user' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start impersonating' }));
    expect(await screen.findByText('Enter a reason')).toBeTruthy();
    expect(portico.impersonation.getState().impersonate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason/), 'Ticket 42');
    await user.click(screen.getByRole('button', { name: 'Start impersonating' }));
    expect(portico.impersonation.getState().impersonate).toHaveBeenCalledWith({ userId: 'u-7', reason: 'Ticket 42' });
    expect(await screen.findByRole('heading', { name: 'Impersonation started' })).toBeTruthy();
  });

  it('shows the server refusal on the form', async () => {
    const portico = createFakePortico({ impersonation: { step: 'failed', error: 'User not found' } });
    renderLoginBox({ url: '/account/impersonate?userId=u-7', portico });
    expect(await screen.findByText('User not found')).toBeTruthy();
  });
});
