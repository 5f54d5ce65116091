import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('BreachedPassword', () => {
  it('explains the breach, sends the reset link through the flow and confirms where it went', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { step: 'breachedPassword', email: 'ada@example.com' } } });
    expect(screen.getByRole('heading', { name: 'Your password needs to change' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(portico.login.getState().resetBreachedPassword).toHaveBeenCalled();
    expect(await screen.findByText('We sent a link to reset your password to ada@example.com.')).toBeTruthy();
  });
});
