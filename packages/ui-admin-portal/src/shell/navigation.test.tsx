import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NAVIGATION_DEFAULTS, visibleSections, type SectionId } from './navigation';
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

  it('an admin sees every built section in table order, the first selected', async () => {
    renderPortal({ permissions: ['fe.secure.*'] });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('button').map((b) => b.getAttribute('data-section'))).toEqual([
      'roles', 'users', 'personalApiTokens', 'apiTokens', 'profile', 'privacy', 'account', 'security', 'provisioning', 'audits', 'groups',
    ]);
    expect(within(nav).getByRole('button', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
  });
});
