import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { previewPortico, renderPortal, SLOW } from '../../../test/portal';

describe('invite link dialog', () => {
  it('a server refusal of the expiry shows under the field in words, the dialog alert sums it up', async () => {
    const user = userEvent.setup();
    const portico = previewPortico();
    renderPortal({ portico, section: 'users' });
    await user.click(await screen.findByRole('button', { name: 'Invite link' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Invite link' }, SLOW);
    // Inside the portal's root (usePortalRoot), so it keeps the portal's theme, `dir` and `lang`.
    expect(dialog.closest('.portico-admin')).not.toBeNull();
    const expiry = await within(dialog).findByLabelText('Expires in (minutes)', undefined, SLOW);
    // The store after a 400 of the create call (the client joins the server's `errors` with ", ").
    const users = createAdminStores(portico).users;
    act(() => users.setState((s) => ({ dialogs: { ...s.dialogs, inviteLink: { status: 'error', error: 'expiresInMinutes: Too big: expected number to be <=5256000' } } })));
    expect(await within(dialog).findByText('This number is too large.')).toBeTruthy();
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need a change: see the messages under them.');
    expect(within(dialog).queryByText(/expected number/)).toBeNull();
  }, 30_000);
});
