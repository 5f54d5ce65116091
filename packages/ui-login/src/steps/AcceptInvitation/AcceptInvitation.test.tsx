import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('AcceptInvitation', () => {
  it('accepts with the link parameters and confirms', async () => {
    const { portico } = renderLoginBox({ url: '/account/invitation/accept?userId=u1&token=t1' });
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' })).toBeTruthy();
    expect(portico.invitation.getState().accept).toHaveBeenCalledWith({ userId: 'u1', token: 't1' });
  });

  it('shows the invalid step when the link lacks its token', async () => {
    renderLoginBox({ url: '/account/invitation/accept?userId=u1' });
    expect(await screen.findByRole('heading', { name: 'Invitation link is invalid' })).toBeTruthy();
  });

  it('shows the catalogue message of a failed check', async () => {
    renderLoginBox({
      url: '/account/invitation/accept?userId=u1&token=t1',
      state: { invitation: { step: 'failed', error: "We couldn't verify your invitation", accept: async () => {} } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't verify your invitation");
  });
});
