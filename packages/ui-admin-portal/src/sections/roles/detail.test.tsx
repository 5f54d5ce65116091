import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { renderPortal, SLOW } from '../../../test/portal';

// Files share jsdom (isolate: false): every test leaves the address where it found it.
afterEach(() => history.replaceState(null, '', '/'));

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);
const fact = (key: string) => document.querySelector(`.portico-admin-role-facts [data-fact="${key}"] dd`)?.textContent;
const held = () => [...document.querySelectorAll('.portico-admin-role-permissions li')].map((li) => li.getAttribute('data-permission'));
const popstate = () => new Promise((done) => window.addEventListener('popstate', done, { once: true }));

describe('one role by address', () => {
  it('a name in the table is a link to the role; its page shows it from the list, and back returns to the list', async () => {
    history.replaceState(null, '', '/admin/roles');
    renderPortal({ basePath: '/admin' });
    const table = await screen.findByRole('table', { name: 'Roles' }, SLOW);
    const link = await within(table).findByRole('link', { name: 'Support' }, SLOW);
    expect(link.getAttribute('href')).toBe('/admin/roles/role-support');
    const before = history.length;
    await userEvent.click(link);
    expect(location.pathname).toBe('/admin/roles/role-support');
    expect(history.length).toBe(before + 1);
    // From the loaded list: shown at once, focused like a section opened from the navigation.
    expect(document.activeElement).toBe(await heading('Support'));
    expect(screen.getByText('Helps users')).toBeTruthy();
    expect([fact('key'), fact('isDefault'), fact('kind')]).toEqual(['Support', 'No', "This account's own role"]);
    // The permissions it holds, by category, the ALWAYS ones included.
    expect(held()).toEqual(['fe.secure.read.users', 'fe.secure.write.users', 'fe.secure.read.accountSettings']);
    await waitFor(() => expect(document.title).toMatch(/^Support · Roles · Administration/));
    const back = screen.getByRole('link', { name: 'Back to roles' });
    expect(back.getAttribute('href')).toBe('/admin/roles');
    const moved = popstate();
    await userEvent.click(back);
    await act(() => moved);
    expect(location.pathname).toBe('/admin/roles');
    expect(document.activeElement).toBe(await heading('Roles'));
  });

  it('opens a role by its address (cold) with the row\'s actions: edit and make default stay on its page', async () => {
    history.replaceState(null, '', '/admin/roles/role-admin');
    const { portico } = renderPortal({ basePath: '/admin' });
    await heading('Admin');
    expect(fact('isDefault')).toBe('No');
    await userEvent.click(screen.getByRole('button', { name: 'Edit role Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' }, SLOW);
    const description = within(dialog).getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Everything, for the owners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Everything, for the owners', {}, SLOW);
    // The list updates before the dialog closes; the page's buttons are reachable once it has.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(fact('isDefault')).toBe('Yes'), SLOW);
    expect(createAdminStores(portico).roles.getState().roles.data.find((r) => r.isDefault)?.id).toBe('role-admin');
    expect(location.pathname).toBe('/admin/roles/role-admin');
  });

  it('deleting the role from its page returns to the list in place of its address', async () => {
    history.replaceState(null, '', '/admin/roles/role-support');
    renderPortal({ basePath: '/admin' });
    await heading('Support');
    const length = history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role Support?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/roles'), SLOW);
    expect(history.length).toBe(length);
    const table = await screen.findByRole('table', { name: 'Roles' }, SLOW);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Support' })).toBeNull());
  });

  it("the sidebar's Roles link on a role's page goes to the list", async () => {
    history.replaceState(null, '', '/admin/roles/role-readonly');
    renderPortal({ basePath: '/admin' });
    await heading('ReadOnly');
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Roles' }));
    expect(location.pathname).toBe('/admin/roles');
    expect(document.activeElement).toBe(await heading('Roles'));
  });

  it('an id of no role of this account, or a malformed one, shows "Role not found" with the way back', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope%ZZ']) {
      history.replaceState(null, '', `/admin/roles/${id}`);
      const { unmount } = renderPortal({ basePath: '/admin' });
      await heading('Role not found');
      expect(screen.getByText(/No role of this account has this address/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to roles' }).getAttribute('href')).toBe('/admin/roles');
      await waitFor(() => expect(document.title).toMatch(/^Role not found · Roles/));
      unmount();
    }
  });

  it('a reader sees the role without its write actions', async () => {
    history.replaceState(null, '', '/admin/roles/role-support');
    renderPortal({ basePath: '/admin', permissions: ['fe.secure.read.*'] });
    await heading('Support');
    expect(screen.queryByRole('button', { name: 'Edit role Support' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('without an address (memory mode) the name is a button and the page closes back to the list', async () => {
    renderPortal({ section: 'roles' });
    const table = await screen.findByRole('table', { name: 'Roles' }, SLOW);
    await userEvent.click(await within(table).findByRole('button', { name: 'Support' }, SLOW));
    await heading('Support');
    expect(location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Back to roles' }));
    await heading('Roles');
  });
});
