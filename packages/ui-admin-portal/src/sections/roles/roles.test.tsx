import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('roles section', () => {
  it('lists roles (default first) and the permission matrix; creating a role with two permissions adds a column', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'roles' });
    await screen.findByRole('heading', { name: 'Roles' }, SLOW);
    const matrix = await screen.findByRole('table', { name: 'Permissions held by each role, by category' }, SLOW);
    const before = within(matrix).getAllByRole('columnheader').length;
    expect(within(screen.getByRole('table', { name: 'Roles' })).getAllByRole('row')[1]!.textContent).toContain('Default');
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' }, SLOW);
    await user.type(within(dialog).getByLabelText('Name'), 'Auditor');
    const boxes = within(dialog).getAllByRole('checkbox').filter((b) => b.closest('fieldset'));
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const after = screen.getByRole('table', { name: 'Permissions held by each role, by category' });
    await waitFor(() => expect(within(after).getAllByRole('columnheader').length).toBe(before + 1), SLOW);
    const checked = within(after).getAllByRole('checkbox', { name: / for Auditor$/ }).filter((c) => (c as HTMLInputElement).checked);
    expect(checked.length).toBeGreaterThanOrEqual(2);
  });

  it('exactly one default: its box cannot be unticked (the dialog says how to change it); "Make default" moves the badge', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'roles' });
    await screen.findByRole('heading', { name: 'Roles' }, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Edit role ReadOnly' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' }, SLOW);
    const box = within(dialog).getByRole('checkbox', { name: 'Default role for new users' }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([true, true]);
    expect(within(dialog).getByText(/make another role the default/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const support = screen.getByText('Support', { selector: '.portico-admin-role-name' }).closest('tr')!;
    await user.click(within(support).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(support).getByText('Default')).toBeTruthy(), SLOW);
    expect(document.querySelectorAll('[data-badge="default"]')).toHaveLength(1);
  });
});
