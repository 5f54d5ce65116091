import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../test/portal';
import { NAVIGATION_DEFAULTS, type SectionId } from './navigation';
import { joinPath, parsePlace, relativeTo, SECTION_PATHS, sectionOfPath, tabPath } from './routes';

// Files share jsdom (isolate: false): every test leaves the address where it found it.
afterEach(() => history.replaceState(null, '', '/'));

const nav = () => screen.findByRole('navigation', { name: 'Admin sections' });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);

describe('portal paths', () => {
  it('gives every section of the spec one path of its own', () => {
    const ids = Object.keys(NAVIGATION_DEFAULTS) as SectionId[];
    expect(Object.keys(SECTION_PATHS).sort()).toEqual([...ids].sort());
    expect(new Set(Object.values(SECTION_PATHS)).size).toBe(ids.length);
    for (const id of ids) expect(sectionOfPath(SECTION_PATHS[id])).toBe(id);
    expect(sectionOfPath('webhooks')).toBeUndefined();
  });

  it('reads and writes places under a base', () => {
    expect(relativeTo('/admin', '/admin')).toBe('');
    expect(relativeTo('/admin/', '/admin')).toBe('');
    expect(relativeTo('/admin/account/custom-login/', '/admin')).toBe('account/custom-login');
    expect(relativeTo('/administration', '/admin')).toBeUndefined();
    expect(relativeTo('/users', '')).toBe('users');
    expect(parsePlace('account/custom-login')).toEqual({ section: 'account', tab: 'custom-login' });
    expect(parsePlace('')).toEqual({ section: undefined, tab: undefined });
    expect(tabPath('ipRestrictions')).toBe('ip-restrictions');
    expect(joinPath('/admin', 'users')).toBe('/admin/users');
    expect(joinPath('', '')).toBe('/');
  });
});

describe('portal routes (History API)', () => {
  it('opens the section the address names; its items are links; a click, back and forward move the address', async () => {
    history.replaceState(null, '', '/admin/privacy');
    renderPortal({ basePath: '/admin', permissions: ['fe.secure.*'] });
    await heading('Privacy');
    const sidebar = await nav();
    const privacy = within(sidebar).getByRole('link', { name: 'Privacy' });
    expect(privacy.getAttribute('href')).toBe('/admin/privacy');
    expect(privacy.getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Users' }));
    expect(location.pathname).toBe('/admin/users');
    await heading('Users');
    expect(within(sidebar).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(privacy.getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Users · Administration/));
    await act(async () => {
      history.back();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    expect(location.pathname).toBe('/admin/privacy');
    await heading('Privacy');
    await act(async () => {
      history.forward();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    await heading('Users');
  });

  it('keeps the query across sections and leaves a modified click (new tab) to the browser', async () => {
    history.replaceState(null, '', '/oauth/portal?ui_locales=en');
    renderPortal({ basePath: '/oauth/portal/', permissions: ['fe.secure.*'] });
    await heading('Profile');
    const users = within(await nav()).getByRole('link', { name: 'Users' });
    expect(users.getAttribute('href')).toBe('/oauth/portal/users?ui_locales=en');
    // Not prevented: the browser opens the link in a new tab; this page stays where it is.
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fireEvent.click(users, { ctrlKey: true })).toBe(true);
    onError.mockRestore();
    expect(location.pathname).toBe('/oauth/portal');
  });

  it('opens a tab by its address and moves the address with the tab', async () => {
    history.replaceState(null, '', '/admin/account/custom-login');
    document.title = 'Host app';
    renderPortal({ basePath: '/admin', permissions: ['fe.secure.*'] });
    const tab = await screen.findByRole('tab', { name: 'Custom login', selected: true }, SLOW);
    expect(tab.getAttribute('href')).toBe('/admin/account/custom-login');
    await waitFor(() => expect(document.title).toBe('Custom login · Account · Administration · Host app'));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(location.pathname).toBe('/admin/account/settings');
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
  });

  it('answers "Not available" for a section the role does not show and for an unknown path, with a way back', async () => {
    history.replaceState(null, '', '/admin/users');
    const view = renderPortal({ basePath: '/admin', permissions: [] });
    await heading('Not available');
    expect(within(await nav()).queryByRole('link', { current: 'page' })).toBeNull();
    expect(view.container.querySelector('[data-portico-admin-ready="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    const back = screen.getByRole('link', { name: 'Go to Profile' });
    expect(back.getAttribute('href')).toBe('/admin/profile');
    await userEvent.click(back);
    await heading('Profile');
    expect(location.pathname).toBe('/admin/profile');
    view.unmount();
    history.replaceState(null, '', '/admin/no-such-page');
    renderPortal({ basePath: '/admin', permissions: ['fe.*'] });
    await heading('Not available');
  });
});

describe('portal routes (host router, memory)', () => {
  it('goes through the host router when given one', async () => {
    const navigate = vi.fn();
    const view = renderPortal({ basePath: '/admin', pathname: '/admin/privacy', navigate, permissions: ['fe.secure.*'] });
    await heading('Privacy');
    await userEvent.click(within(await nav()).getByRole('link', { name: 'Users' }));
    expect(navigate).toHaveBeenCalledWith('/admin/users', {});
    expect(location.pathname).toBe('/');
    view.rerender(<></>);
    renderPortal({ portico: view.portico, basePath: '/admin', pathname: '/admin/users', navigate, permissions: ['fe.secure.*'] });
    await heading('Users');
  });

  it('keeps its place in memory without a base path: buttons, the address untouched', async () => {
    history.replaceState(null, '', '/somewhere');
    renderPortal({ permissions: ['fe.secure.*'] });
    const sidebar = await nav();
    expect(within(sidebar).queryAllByRole('link')).toEqual([]);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Custom login' }, SLOW));
    expect(await screen.findByRole('tab', { name: 'Custom login', selected: true })).toBeTruthy();
    expect(location.pathname).toBe('/somewhere');
  });
});
