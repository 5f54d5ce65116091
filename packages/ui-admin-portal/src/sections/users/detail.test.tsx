import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { renderPortal, SLOW } from '../../../test/portal';

// Files share jsdom (isolate: false): every test leaves the address where it found it.
afterEach(() => history.replaceState(null, '', '/'));

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);
const fact = (key: string) => document.querySelector(`[data-fact="${key}"] dd`)?.textContent;
const popstate = () => new Promise((done) => window.addEventListener('popstate', done, { once: true }));

describe('one user by address', () => {
  it('a name in the table is a link to the user; the page shows them from the list, and back returns to the list', async () => {
    history.replaceState(null, '', '/admin/users');
    const { portico } = renderPortal({ basePath: '/admin' });
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    const link = await within(table).findByRole('link', { name: 'Zhang Yitang' }, SLOW);
    expect(link.getAttribute('href')).toBe('/admin/users/preview-user-22');
    const before = history.length;
    await userEvent.click(link);
    expect(location.pathname).toBe('/admin/users/preview-user-22');
    expect(history.length).toBe(before + 1);
    // From the current page: shown at once, no request by id.
    expect(createAdminStores(portico).users.getState().opened).toMatchObject({ id: 'preview-user-22', status: 'ready' });
    expect(document.activeElement).toBe(await heading('Zhang Yitang'));
    expect(fact('email')).toBe('zhang.yitang@acme.example');
    await waitFor(() => expect(document.title).toMatch(/^Zhang Yitang · Users · Administration/));
    const back = screen.getByRole('link', { name: 'Back to users' });
    expect(back.getAttribute('href')).toBe('/admin/users');
    const moved = popstate();
    await userEvent.click(back);
    await act(() => moved);
    expect(location.pathname).toBe('/admin/users');
    expect(document.activeElement).toBe(await heading('Users'));
    await screen.findByRole('table', { name: 'Users' }, SLOW);
  });

  it('opens a user on no loaded page by its address (cold), with facts, status and the table\'s actions; back replaces the address', async () => {
    history.replaceState(null, '', '/admin/users/preview-user-10');
    const { portico } = renderPortal({ basePath: '/admin' });
    await heading('Ivan Sutherland');
    expect(fact('status')).toBe('Disabled');
    expect(fact('roles')).toBe('ReadOnly');
    expect(fact('groups')).toBe('—');
    expect(fact('mfa')).toBe('Not set up');
    expect(fact('createdAt')).not.toBe('—');
    await waitFor(() => expect(document.title).toMatch(/^Ivan Sutherland · Users/));
    // The table's row menu and dialogs, on this user.
    await userEvent.click(screen.getByLabelText('Actions for Ivan Sutherland'));
    await userEvent.click(screen.getByRole('button', { name: 'Enable user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Ivan Sutherland?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(fact('status')).toBe('Active'), SLOW);
    expect(createAdminStores(portico).users.getState().opened.user?.isDisabled).toBe(false);
    const length = history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Back to users' }));
    expect(location.pathname).toBe('/admin/users');
    expect(history.length).toBe(length);
    await heading('Users');
  });

  it("the sidebar's Users link on a user's page goes to the list", async () => {
    history.replaceState(null, '', '/admin/users/preview-user-10');
    renderPortal({ basePath: '/admin' });
    await heading('Ivan Sutherland');
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Users' }));
    expect(location.pathname).toBe('/admin/users');
    expect(document.activeElement).toBe(await heading('Users'));
  });

  it('an unknown or malformed id shows "User not found" with the way back, never a crash', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope%ZZ']) {
      history.replaceState(null, '', `/admin/users/${id}`);
      const { unmount } = renderPortal({ basePath: '/admin' });
      await heading('User not found');
      expect(screen.getByText(/No user of this account has this address/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/admin/users');
      await waitFor(() => expect(document.title).toMatch(/^User not found · Users/));
      unmount();
    }
  });

  it('without an address (memory mode) the name is a button and the page closes back to the list', async () => {
    renderPortal({ section: 'users' });
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    await userEvent.click(await within(table).findByRole('button', { name: 'Zhang Yitang' }, SLOW));
    await heading('Zhang Yitang');
    expect(location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Back to users' }));
    await heading('Users');
  });
});
