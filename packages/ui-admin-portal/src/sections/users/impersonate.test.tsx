import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

const openUsers = async (permissions?: string[]) => {
  const user = userEvent.setup();
  const r = renderPortal({ section: 'users', ...(permissions ? { permissions } : {}) });
  await screen.findByRole('heading', { name: 'Users' }, SLOW);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), SLOW);
  return { user, ...r };
};

describe('users section: impersonate', () => {
  it('row action → dialog with a required reason → the session reloads with act → banner → end impersonation', async () => {
    const { user, portico } = await openUsers();
    const row = screen.getAllByRole('row')[1]!;
    const name = within(row).getAllByText(/./)[0]!.textContent!;
    await user.click(within(row).getByText('⋯'));
    await user.click(within(row).getByRole('button', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('dialog', { name: `Impersonate ${name}` }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Start impersonating' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Ticket 42');
    await user.click(within(dialog).getByRole('button', { name: 'Start impersonating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const banner = await screen.findByText(/You are impersonating/, undefined, SLOW);
    expect(banner.closest('[role="status"]')?.textContent).toContain('Signed in as preview.user@acme.example');
    expect(portico.auth.getState().user?.claims.act).toEqual({ sub: 'preview-user', email: 'preview.user@acme.example' });
    await user.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(screen.queryByText(/You are impersonating/)).toBeNull(), SLOW);
    expect(portico.auth.getState().user?.claims.act).toBeUndefined();
  });

  it('is offered only with the impersonate permission', async () => {
    const { user } = await openUsers(['fe.secure.read.users', 'fe.secure.write.users']);
    const row = screen.getAllByRole('row')[1]!;
    await user.click(within(row).getByText('⋯'));
    expect(within(row).getByRole('button', { name: 'Disable user' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Impersonate' })).toBeNull();
  });
});
