import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { renderPortal, SLOW } from '../../../test/portal';

const openUsers = async () => {
  const user = userEvent.setup();
  const r = renderPortal({ section: 'users' });
  await screen.findByRole('heading', { name: 'Users' }, SLOW);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), SLOW);
  return { user, ...r };
};

describe('users section', () => {
  it('never shows a count before its list has answered (its first render, before the load starts, included)', async () => {
    // Every text the pager ever held, from the portal's first commit on (a MutationObserver sees each one).
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('.portico-admin-pager-text')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await openUsers();
      await waitFor(() => expect(shown.length).toBeGreaterThan(0), SLOW);
    } finally {
      observer.disconnect();
    }
    expect(shown.every((t) => !/ 0 items/.test(t)), shown.join(' | ')).toBe(true);
    expect(shown.at(-1)).toMatch(/^Page 1 of 2 · \d+ items$/);
  });

  it('shows the spec columns, 20 users per page sorted by name descending, with a pager', async () => {
    await openUsers();
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↑↓]/g, '').trim());
    expect(headers).toEqual(['User', 'Applications', 'Groups', 'Roles', 'Joined', 'Last seen', 'Managed by', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('columnheader', { name: /User/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
  });

  it('sorts on the server by a header click (single column): name DESC → ASC, then joined date', async () => {
    const { user, portico } = await openUsers();
    const store = createAdminStores(portico).users;
    const table = screen.getByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: /^User/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /User/ }).getAttribute('aria-sort')).toBe('ascending'), SLOW);
    await user.click(within(table).getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Joined/ }).getAttribute('aria-sort')).toBe('ascending'), SLOW);
    expect(within(table).getByRole('columnheader', { name: /User/ }).getAttribute('aria-sort')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Roles/ })).toBeNull();
    expect(store.getState().query).toMatchObject({ sortBy: 'createdAt', order: 'ASC' });
  });

  it('invite dialog: closed → open → validation → loading → closed on success', async () => {
    const { user, portico } = await openUsers();
    const store = createAdminStores(portico).users;
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' }, SLOW);
    expect(store.getState().dialogs.invite.status).toBe('open');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@acme.example');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    // Every status the invite goes through, recorded as it happens (a busy machine can outrun the fake's delay).
    const statuses: string[] = [];
    const stop = store.subscribe((s) => statuses.push(s.dialogs.invite.status));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    stop();
    expect(statuses).toContain('loading');
    expect(statuses.indexOf('loading')).toBeLessThan(statuses.lastIndexOf('success'));
    expect(store.getState().dialogs.invite.status).toBe('success');
  });

  it('invite dialog stays open with the server error on a duplicate e-mail', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' }, SLOW);
    await user.type(within(dialog).getByLabelText('Name'), 'Again');
    await user.type(within(dialog).getByLabelText('Email'), 'preview.user@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('User already exists', undefined, SLOW)).toBeTruthy();
    expect(dialog.getAttribute('data-status')).toBe('error');
  });

  it('bulk invite judges each row: the good one is invited, each refused one is listed with its reason in the dialog', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Bulk invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite several users' }, SLOW);
    await user.type(within(dialog).getByLabelText('Email addresses'), 'fresh@acme.example, nope, preview.user@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('1 invited, 2 not invited', undefined, SLOW)).toBeTruthy();
    const rows = within(dialog).getAllByRole('listitem').map((li) => [li.getAttribute('data-outcome'), li.textContent]);
    expect(rows).toEqual([
      ['invalid', 'nope: Not a valid e-mail address'], ['member', 'preview.user@acme.example: Already a member of this account'], ['invited', 'fresh@acme.example: invited'],
    ]);
    expect((within(dialog).getByLabelText('Email addresses') as HTMLTextAreaElement).value).toBe('nope\npreview.user@acme.example');
  });

  it('disable from the row menu goes through the confirm dialog and marks the user', async () => {
    const { user } = await openUsers();
    const row = screen.getAllByRole('row')[1]!;
    const name = within(row).getAllByText(/./)[0]!.textContent!;
    await user.click(within(row).getByText('⋯'));
    await user.click(within(row).getByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('dialog', { name: `Disable ${name}?` }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await within(screen.getAllByRole('row')[1]!).findByText('Disabled', undefined, SLOW)).toBeTruthy();
  });

  it('search goes to the server and filters the rows', async () => {
    const { user } = await openUsers();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), SLOW);
    expect(screen.getByText('ada.lovelace@acme.example')).toBeTruthy();
  });
});

describe('users section, multi-app mode', () => {
  it('shows no applications without the flag, even when the host asks for multi-app', async () => {
    renderPortal({ section: 'users', multiApp: true });
    await screen.findByRole('heading', { name: 'Users' }, SLOW);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), SLOW);
    expect(screen.queryByRole('table', { name: 'Applications' })).toBeNull();
  });

  it('with multiApp and the flag: applications, their access, and assigning users to a managed one', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'users', multiApp: true, flags: { 'multi-apps-admin-portal': true } });
    const table = await screen.findByRole('table', { name: 'Applications' }, SLOW);
    await within(table).findByText('Acme Analytics', undefined, SLOW);
    const free = within(table).getByRole('row', { name: /Acme App/ });
    expect(free.textContent).toContain('Everyone in the account');
    expect(within(free).queryByRole('button')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Assign users to Acme Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of Acme Analytics' }, SLOW);
    const store = createAdminStores(portico).applications;
    const before = store.getState().assignments['app-analytics'] ?? [];
    const boxes = within(dialog).getAllByRole('checkbox');
    const unchecked = boxes.find((b) => !(b as HTMLInputElement).checked)!;
    await user.click(unchecked);
    // Every status the save goes through, recorded as it happens (a busy machine can outrun the preview's delay).
    const statuses: string[] = [];
    const stop = store.subscribe((s) => statuses.push(s.dialogs.assign.status));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    stop();
    expect(statuses).toContain('loading');
    expect(statuses.indexOf('loading')).toBeLessThan(statuses.lastIndexOf('success'));
    expect(store.getState().assignments['app-analytics']).toHaveLength(before.length + 1);
  });
});
