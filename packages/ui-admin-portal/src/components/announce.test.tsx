import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../test/portal';

const messages = () => screen.getByRole('region', { name: 'Messages' });
const polite = () => within(messages()).getByRole('status');

const openUsers = async () => {
  const user = userEvent.setup();
  const r = renderPortal({ section: 'users' });
  await screen.findByRole('heading', { name: 'Users' }, SLOW);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), SLOW);
  return { user, ...r };
};

describe('announcements: one toast region, results where the action happened, focus after dialogs', () => {
  it('renders one region with an empty polite and assertive list, and confirms an invite there once the dialog closes', async () => {
    const { user, container } = await openUsers();
    expect(container.querySelectorAll('.portico-toasts')).toHaveLength(1);
    expect(polite().getAttribute('aria-live')).toBe('polite');
    expect(within(messages()).getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(polite().children).toHaveLength(0);
    const opener = screen.getByRole('button', { name: 'Invite user' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' }, SLOW);
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace.toast@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(within(polite()).getByText('Invitation sent')).toBeTruthy();
    // The inline success banner is gone: the toast is the one confirmation.
    expect(container.querySelector('.portico-admin-notice, .portico-admin-bulk-result')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('bulk invite: the valid addresses are invited, each refused one is named in the dialog with its reason', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Bulk invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite several users' }, SLOW);
    await user.type(within(dialog).getByLabelText('Email addresses'), 'fresh.bulk@acme.example, nope, preview.user@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('1 invited, 2 not invited', undefined, SLOW)).toBeTruthy();
    const rows = within(dialog).getAllByRole('listitem').map((li) => [li.getAttribute('data-outcome'), li.textContent]);
    expect(rows).toEqual([
      ['invalid', 'nope: Not a valid e-mail address'],
      ['member', 'preview.user@acme.example: Already a member of this account'],
      ['invited', 'fresh.bulk@acme.example: invited'],
    ]);
    // Nothing is toasted while the dialog still holds the results; the good one is in the table.
    expect(polite().children).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fresh.bulk');
    expect(await screen.findByText('fresh.bulk@acme.example', undefined, SLOW)).toBeTruthy();
  });

  it('bulk invite with only good addresses closes the dialog and names them in a toast', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Bulk invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite several users' }, SLOW);
    await user.type(within(dialog).getByLabelText('Email addresses'), 'one.bulk@acme.example\ntwo.bulk@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(within(polite()).getByText('Invited: one.bulk@acme.example, two.bulk@acme.example')).toBeTruthy();
  });

  it('a search that finds nothing says so, not that the table has nothing', async () => {
    const { user } = await openUsers();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz-nobody');
    expect(await screen.findByText('Nothing matches this search or filter. Try other words or clear the filter.', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('No users yet. Invite your teammates.')).toBeNull();
  });

  it('deleting the last row: the toast confirms, the empty table says what to do, focus lands on the section heading', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'provisioning' });
    await user.click(await screen.findByRole('button', { name: 'Delete connection Okta directory' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete connection Okta directory?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Delete connection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(within(polite()).getByText('SCIM connection deleted')).toBeTruthy();
    expect(await screen.findByText(/No SCIM connections yet\. Create one with "New SCIM connection"/, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Provisioning' })));
  });

  it('removing a user from its row menu: focus goes to the menu button of the row now in its place', async () => {
    const { user } = await openUsers();
    const row = screen.getAllByRole('row')[2]!;
    const id = row.getAttribute('data-row-id');
    await user.click(within(row).getByText('⋯'));
    await user.click(within(row).getByRole('button', { name: 'Remove from account' }));
    const dialog = await screen.findByRole('dialog', { name: /^Remove / }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(document.querySelector(`tr[data-row-id="${id}"]`)).toBeNull(), SLOW);
    expect(within(polite()).getByText('User removed from the account')).toBeTruthy();
    const now = screen.getAllByRole('row')[2]!;
    await waitFor(() => expect(document.activeElement).toBe(within(now).getByText('⋯')));
  });

  it('a form re-mounted by its saved data still confirms the save; an old success is not announced again on return', async () => {
    const user = userEvent.setup();
    renderPortal({ tabs: { 'account.settings': 'hidden' } });
    await user.click(await screen.findByRole('button', { name: 'Account' }, SLOW));
    const alias = await screen.findByLabelText('Login alias', undefined, SLOW);
    await user.type(alias, 'toast-eu');
    await user.click(screen.getByRole('button', { name: 'Save custom login' }));
    expect(await within(polite()).findByText('Saved', undefined, SLOW)).toBeTruthy();
    // The form is keyed by the saved configuration: the Notices that saw "loading" is not the one that sees "Saved".
    expect(document.querySelector('[data-form] .portico-admin-notices')).not.toBeNull();
    await user.click(within(polite()).getByRole('button', { name: 'Dismiss message' }));
    expect(polite().children).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Users' }));
    await screen.findByRole('heading', { name: 'Users' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByLabelText('Login alias', undefined, SLOW);
    await new Promise((r) => setTimeout(r, 700));
    expect(polite().children).toHaveLength(0);
  });
});
