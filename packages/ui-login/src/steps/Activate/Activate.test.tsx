import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakePortico } from '../../../test/fake-portico';
import { renderLoginBox } from '../../../test/render';

describe('Activate', () => {
  it('says the link is incomplete without userId or token, and calls nothing', async () => {
    const { portico } = renderLoginBox({ url: '/account/activate?userId=u1' });
    expect(await screen.findByText('This activation link is incomplete.')).toBeTruthy();
    expect(portico.activation.getState().start).not.toHaveBeenCalled();
  });

  it('starts once with the link parameters, then asks for a matching password', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/activate?userId=u1&token=t1' });
    expect(await screen.findByRole('heading', { name: 'Set a password to activate your account' })).toBeTruthy();
    expect(portico.activation.getState().start).toHaveBeenCalledTimes(1);
    expect(portico.activation.getState().start).toHaveBeenCalledWith({ userId: 'u1', token: 't1' });
    await user.type(screen.getByLabelText('New password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrasf');
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(portico.activation.getState().activate).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(portico.activation.getState().activate).toHaveBeenCalledWith('a long passphrase');
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeTruthy();
  });

  it('without a password to set, asks for a click on Activate before activating (opening the link signs no one in)', async () => {
    const portico = createFakePortico();
    portico.activation.setState({ start: vi.fn(async () => portico.activation.setState({ step: 'activatingConfirm' })) });
    const { user } = renderLoginBox({ url: '/account/activate?userId=u1&token=t1', portico });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate your account' })).toBeTruthy();
    expect(portico.activation.getState().start).toHaveBeenCalledWith({ userId: 'u1', token: 't1' });
    expect(portico.activation.getState().activate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(portico.activation.getState().activate).toHaveBeenCalledTimes(1);
    expect(portico.activation.getState().activate).toHaveBeenCalledWith();
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeTruthy();
  });

  it('shows the failure as the flow words it', async () => {
    renderLoginBox({ url: '/account/activate?userId=u1&token=t1', state: { activation: { step: 'failed', error: 'Unknown error occurred', start: async () => {} } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error occurred');
  });
});
