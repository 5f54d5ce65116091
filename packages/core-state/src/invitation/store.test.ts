import { describe, expect, it } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createInvitationStore } from './store';

const setup = () => {
  const f = fakeContext();
  return { ...f, invitation: createInvitationStore(f.ctx) };
};

describe('accept invitation', () => {
  it('starts on validate', () => {
    expect(setup().invitation.getState()).toMatchObject({ step: 'validate', loading: false });
  });

  it.each([
    [{ userId: 'u', token: '' }],
    [{ userId: null, token: 't' }],
    [{}],
  ])('is invalid without token or userId (%j)', async (link) => {
    const { invitation, api } = setup();
    await invitation.getState().accept(link);
    expect(invitation.getState().step).toBe('invalid');
    expect(api.acceptInvitation).not.toHaveBeenCalled();
  });

  it('validate → pending → success', async () => {
    const { invitation, api } = setup();
    const pending = invitation.getState().accept({ userId: 'u', token: 't' });
    expect(invitation.getState()).toMatchObject({ step: 'pending', loading: true });
    await pending;
    expect(api.acceptInvitation).toHaveBeenCalledWith({ userId: 'u', token: 't' });
    expect(invitation.getState()).toMatchObject({ step: 'success', loading: false });
  });

  it('pending → failed with the catalogue message', async () => {
    const { invitation, api } = setup();
    api.acceptInvitation.mockRejectedValue(apiError('expired', 400));
    await invitation.getState().accept({ userId: 'u', token: 't' });
    expect(invitation.getState()).toMatchObject({ step: 'failed', error: "We couldn't verify your invitation" });
  });
});
