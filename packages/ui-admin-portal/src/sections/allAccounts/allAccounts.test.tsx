import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}(, Reseller)?$`) });

describe('all accounts section', () => {
  it('shows the hierarchy as a keyboard tree; creates a sub-account under the selected one', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'allAccounts' });
    await screen.findByRole('heading', { name: 'All accounts' }, SLOW);
    const tree = await screen.findByRole('tree', { name: 'Accounts' }, SLOW);
    expect(within(tree).getAllByRole('treeitem').map((li) => li.getAttribute('aria-level'))).toEqual(['1', '2', '3', '3', '2', '3']);
    item('Acme').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(item('Acme Berlin'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('Acme Europe'));
    await user.keyboard('{ArrowLeft}');
    expect(item('Acme Europe').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /Acme Berlin/ })).toBeNull();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(item('Acme Europe').getAttribute('aria-selected')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'New sub-account under Acme Europe' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New sub-account under Acme Europe' }, SLOW);
    await user.type(within(dialog).getByLabelText('Name'), 'Acme Madrid');
    await user.click(within(dialog).getByRole('button', { name: 'Create sub-account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(item('Acme Madrid').getAttribute('aria-level')).toBe('3');
  });

  it('lists the users of a sub-account and adds one without access below by default', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'allAccounts' });
    await screen.findByRole('tree', undefined, SLOW);
    await user.click(item('Acme Paris'));
    const table = await screen.findByRole('table', { name: 'Users of Acme Paris' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), SLOW);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user to Acme Paris' }, SLOW);
    expect((within(dialog).getByRole('checkbox', { name: 'Allow access to lower sub-accounts' }) as HTMLInputElement).checked).toBe(false);
    await user.type(within(dialog).getByLabelText('Email'), 'new.person@paris.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), SLOW);
    const access = screen.getByRole('switch', { name: 'Allow new.person@paris.example to reach lower sub-accounts' }) as HTMLInputElement;
    expect(access.checked).toBe(false);
  });
});
