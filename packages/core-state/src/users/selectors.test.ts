import { describe, expect, it } from 'vitest';
import type { UsersState } from './types';
import { inviteLinkUrl, selectUsersDialogOpen, toUserRow } from './selectors';

const state = (patch: Partial<UsersState>) => ({ inviteLink: { status: 'ready', data: null }, ...patch }) as UsersState;

describe('users selectors', () => {
  it('builds the invite link URL on the sign-up page, absolute or relative', () => {
    expect(inviteLinkUrl(state({}), '/account/sign-up')).toBeNull();
    const s = state({ inviteLink: { status: 'ready', data: { token: 'a b&c' } } });
    expect(inviteLinkUrl(s, '/account/sign-up')).toBe('/account/sign-up?invitationToken=a+b%26c');
    expect(inviteLinkUrl(s, 'https://app.acme.test/account/sign-up?lang=he')).toBe('https://app.acme.test/account/sign-up?lang=he&invitationToken=a+b%26c');
  });

  it('a dialog counts as open while open, loading or open with an error', () => {
    const open = selectUsersDialogOpen('remove');
    const d = (status: 'closed' | 'open' | 'loading' | 'success' | 'error') => state({ dialogs: { remove: { status } } as UsersState['dialogs'] });
    expect(['closed', 'open', 'loading', 'success', 'error'].map((x) => open(d(x as never)))).toEqual([false, true, true, false, true]);
  });

  it('maps a user to a row: provider as managedBy, pending activation, role names', () => {
    const row = toUserRow({ id: 'u', email: 'e@x.test', provider: 'saml', verified: false, roles: [{ id: 'r', key: 'k', name: '' }], lastLogin: '2026-01-01' });
    expect(row).toMatchObject({ managedBy: 'saml', pendingActivation: true, roles: [{ id: 'r', name: 'k' }], roleIds: ['r'], lastSeen: '2026-01-01', name: '' });
  });

  it("prefers the server's managedBy (an OIDC SSO member is provider saml, managedBy oidc)", () => {
    expect(toUserRow({ id: 'u', email: 'e@x.test', provider: 'saml', managedBy: 'oidc' }).managedBy).toBe('oidc');
    expect(toUserRow({ id: 'u', email: 'e@x.test' }).managedBy).toBe('local');
  });
});
