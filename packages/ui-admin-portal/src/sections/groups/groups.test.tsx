import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('groups section', () => {
  it('creates a group with a role; the row shows it', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'groups' });
    await screen.findByRole('heading', { name: 'Groups' }, SLOW);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Auditors');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Support' })).toBeTruthy(), SLOW);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const row = await screen.findByRole('row', { name: /Auditors/ }, SLOW);
    await waitFor(() => expect(row.textContent).toContain('Support'), SLOW);
  });
});
