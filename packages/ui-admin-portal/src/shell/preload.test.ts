import { describe, expect, it, vi } from 'vitest';
import { SECTIONS } from '../sections/registry';
import { preloadSection, sectionAt } from './preload';

describe('the section an address opens, before the user is known', () => {
  it('is the section the address names, under the portal base only', () => {
    expect(sectionAt('/admin/users/5b0c', { basePath: '/admin' })).toBe('users');
    expect(sectionAt('/admin/connectivity', { basePath: '/admin/' })).toBe('webhooks');
    expect(sectionAt('/admin/no-such-section', { basePath: '/admin' })).toBeUndefined();
    expect(sectionAt('/settings', { basePath: '/admin' })).toBeUndefined();
  });

  it('at the base, is the first section shown without any permission, after the host navigation', () => {
    expect(sectionAt('/admin', { basePath: '/admin' })).toBe('profile');
    expect(sectionAt('/oauth/portal/', { basePath: '/oauth/portal' })).toBe('profile');
    expect(sectionAt('/admin', { basePath: '/admin', navigation: { profile: { visibility: 'hidden' } } })).toBeUndefined();
  });

  it('preloading starts the chunk the portal renders later', async () => {
    // Other files of this (non-isolated) run may have loaded the chunk already: the call is what is checked.
    const load = vi.spyOn(SECTIONS.groups!, 'load');
    const other = vi.spyOn(SECTIONS.users!, 'load');
    await preloadSection('/admin/groups', { basePath: '/admin' });
    expect(load).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(SECTIONS.groups!.loaded()).toBeTypeOf('function');
    vi.restoreAllMocks();
  });
});
