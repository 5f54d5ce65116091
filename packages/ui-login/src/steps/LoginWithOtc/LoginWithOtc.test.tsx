import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('LoginWithOtc', () => {
  it('submits the emailed sign-in code and offers a resend on cooldown', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { step: 'loginWithOtc', email: 'ada@example.com' } } });
    expect(screen.getByText('We sent a code to ada@example.com.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend code in 30 s/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Digit 1 of 6'), '987654');
    expect(portico.login.getState().submitCode).toHaveBeenCalledWith('987654');
  });
});
