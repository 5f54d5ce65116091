import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { groupSections, NAVIGATION_DEFAULTS, NAVIGATION_GROUPS, visibleSections, type SectionId } from './navigation';
import { renderPortal, SLOW } from '../../test/portal';

const ALL = Object.keys(NAVIGATION_DEFAULTS) as SectionId[];
// The spec's table, row for row (product-spec §2): a change to either side fails here.
const SPEC: Array<[SectionId, 'hidden' | 'always' | 'byPermissions', string | undefined, string | undefined]> = [
  ['usage', 'hidden', 'fe.usage.read', 'fe-usage-page'],
  ['webhooks', 'hidden', 'fe.connectivity.read.webhooks', undefined],
  ['roles', 'hidden', 'fe.secure.read.roles', undefined],
  ['users', 'always', 'fe.secure.read.users', undefined],
  ['personalApiTokens', 'hidden', 'fe.secure.read.userApiTokens', undefined],
  ['apiTokens', 'hidden', 'fe.secure.read.tenantApiTokens', undefined],
  ['profile', 'always', undefined, undefined],
  ['privacy', 'always', 'fe.secure.read.securityPolicy', undefined],
  ['account', 'always', 'fe.secure.read.accountSettings', undefined],
  ['security', 'always', 'fe.secure.read.securityPolicy', undefined],
  ['sso', 'hidden', 'fe.secure.read.samlConfiguration', undefined],
  ['provisioning', 'hidden', 'fe.secure.read.provisioningConfiguration', undefined],
  ['audits', 'always', 'fe.secure.read.audits', undefined],
  ['subscriptions', 'hidden', 'fe.subscriptions.*', undefined],
  ['allAccounts', 'byPermissions', 'fe.account-hierarchy.read.subAccount', undefined],
  ['groups', 'hidden', 'fe.secure.read.groups', undefined],
];

describe('navigation table', () => {
  it.each(SPEC)('%s: %s, permission %s, flag %s', (id, visibility, permission, flag) => {
    expect(NAVIGATION_DEFAULTS[id]).toEqual({ visibility, ...(permission ? { permission } : {}), ...(flag ? { flag } : {}) });
    const flags = flag ? { [flag]: true } : {};
    const everything = visibleSections(['fe.*'], { flags, available: ALL });
    expect(everything.includes(id)).toBe(visibility !== 'hidden');
    const shown = visibleSections(['fe.*'], { flags, available: ALL, navigation: { [id]: { visibility: 'byPermissions' } } });
    expect(shown).toContain(id);
    const none = visibleSections([], { flags, available: ALL, navigation: { [id]: { visibility: 'always' } } });
    expect(none.includes(id)).toBe(permission === undefined);
    if (permission) {
      const exact = permission.replace('*', 'read');
      expect(visibleSections([exact], { flags, available: ALL, navigation: { [id]: { visibility: 'byPermissions' } } })).toContain(id);
    }
    if (flag) expect(visibleSections(['fe.*'], { available: ALL, navigation: { [id]: { visibility: 'always' } } })).not.toContain(id);
  });

  it('never shows a section without a screen', () => {
    expect(visibleSections(['fe.*'], { available: ['users'] })).toEqual(['users']);
  });

  it('a member without admin permissions sees only their profile', async () => {
    renderPortal({ permissions: [] });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Profile']);
    expect(await screen.findByRole('heading', { name: 'Profile' }, SLOW)).toBeTruthy();
  });

  it('an admin sees every built section grouped (You, Account), the first selected; the empty Business group is absent', async () => {
    renderPortal({ permissions: ['fe.secure.*'] });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const lists = within(nav).getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-labelledby') && document.getElementById(l.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['You', 'Account']);
    expect(within(screen.getByRole('list', { name: 'You' })).getAllByRole('button').map((b) => b.getAttribute('data-section'))).toEqual([
      'profile', 'privacy', 'personalApiTokens',
    ]);
    expect(within(screen.getByRole('list', { name: 'Account' })).getAllByRole('button').map((b) => b.getAttribute('data-section'))).toEqual([
      'account', 'users', 'groups', 'roles', 'security', 'provisioning', 'apiTokens', 'audits',
    ]);
    expect(nav.querySelectorAll('.portico-admin-nav__group[data-group]').length).toBe(2);
    expect(within(nav).getByRole('button', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]').length).toBe(1);
  });

  it('shows the Business group to a user who may read plans, usage or sub-accounts', async () => {
    renderPortal({ permissions: ['fe.subscriptions.read', 'fe.account-hierarchy.read.subAccount'], navigation: { subscriptions: { visibility: 'byPermissions' } } });
    const business = await screen.findByRole('list', { name: 'Business' });
    expect(within(business).getAllByRole('button').map((b) => b.textContent)).toEqual(['Subscription', 'All accounts']);
    expect(screen.queryByRole('list', { name: 'Account' })).toBeNull();
  });
});

describe('navigation groups', () => {
  it('put every section of the spec in exactly one group', () => {
    expect(NAVIGATION_GROUPS.flatMap((g) => g.sections).sort()).toEqual([...ALL].sort());
  });

  it('keep the group order and each group\'s own order, whatever the table order, and drop empty groups', () => {
    expect(groupSections(['usage', 'webhooks', 'users', 'profile', 'allAccounts'])).toEqual([
      { id: 'you', sections: ['profile'] },
      { id: 'account', sections: ['users', 'webhooks'] },
      { id: 'business', sections: ['usage', 'allAccounts'] },
    ]);
    expect(groupSections(['profile'])).toEqual([{ id: 'you', sections: ['profile'] }]);
    expect(groupSections([])).toEqual([]);
  });

  it('change no visibility: the grouped sections are exactly the visible ones', () => {
    const shown = visibleSections(['fe.*'], { flags: { 'fe-usage-page': true }, available: ALL });
    expect(groupSections(shown).flatMap((g) => g.sections).sort()).toEqual([...shown].sort());
  });
});
