import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'authenticatorApp' as const, mfaToken: 't', factors: ['AuthenticatorApp' as const], allowRememberDevice: true, rememberDeviceDays: 30 };
const state = { login: { step: 'loginWithTwoFactor' as const, email: 'ada@example.com', mfa } };

describe('MfaAuthenticatorApp', () => {
  it('renders six numeric boxes, the first marked for one-time-code autofill', () => {
    renderLoginBox({ state });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    for (const box of boxes) expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Digit 1 of 6')).toBe(boxes[0]);
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('pasting a code fills every box and submits it with the remember-device choice', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123 456');
    const values = screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value);
    expect(values).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(portico.login.getState().verifyMfaCode).toHaveBeenCalledWith('123456', { rememberDevice: true });
  });

  it('asks for all six digits before verifying', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.type(screen.getByLabelText('Digit 1 of 6'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter all 6 digits')).toBeTruthy();
    expect(portico.login.getState().verifyMfaCode).not.toHaveBeenCalled();
  });

  it('typing moves forward and Backspace on an empty box clears the previous digit', async () => {
    const { user } = renderLoginBox({ state });
    await user.type(screen.getByLabelText('Digit 1 of 6'), '12');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 3 of 6'));
    fireEvent.keyDown(screen.getByLabelText('Digit 3 of 6'), { key: 'Backspace' });
    expect((screen.getByLabelText('Digit 2 of 6') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
  });

  it('hides remember-device when the policy does not allow it', () => {
    renderLoginBox({ state: { login: { ...state.login, mfa: { ...mfa, allowRememberDevice: false } } } });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers the recovery-code way out', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('recoveryCode');
    expect(await screen.findByLabelText('Recovery code')).toBeTruthy();
  });
});
