import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('profile section', () => {
  it('honours field appearance: hidden absent, viewOnly read-only, edit saved', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'profile', fields: { 'profile.address': 'hidden', 'profile.jobTitle': 'viewOnly' } });
    const name = (await screen.findByLabelText('Name', undefined, SLOW)) as HTMLInputElement;
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect((screen.getByLabelText('Job title') as HTMLInputElement).readOnly).toBe(true);
    await user.clear(name);
    await user.type(name, 'Renamed User');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
  });

  it('a keyboard Save keeps the focus on the button, through loading and after the saved values come back', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'profile' });
    const name = (await screen.findByLabelText('Name', undefined, SLOW)) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Keyboard User');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(save);
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    expect(save.isConnected).toBe(true);
    expect(document.activeElement).toBe(save);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Keyboard User');
  });

  it('change password shows the server refusal inside the dialog', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'profile' });
    await user.click(await screen.findByRole('button', { name: 'Change password' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.type(within(dialog).getByLabelText('New password'), 'Another-pass-1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Another-pass-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Another-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(dialog.getAttribute('data-status')).toBe('error'), SLOW);
  });
});
