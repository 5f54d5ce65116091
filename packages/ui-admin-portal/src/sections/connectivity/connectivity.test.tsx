import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('connectivity section', () => {
  it('creates a webhook with events from the catalogue; the webhook card counts them and shows it active; test shows the result', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'webhooks' });
    await screen.findByRole('heading', { name: 'Connectivity' }, SLOW);
    const card = () => screen.getByRole('heading', { name: 'Webhooks', level: 3 }).closest('li')!;
    await waitFor(() => expect(card().textContent).toContain('0 subscribed events'), SLOW);
    expect(card().textContent).toContain('Inactive');
    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Feed');
    await user.type(within(dialog).getByLabelText('URL'), 'https://example.com/hook');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'User invited' }, SLOW));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Login failed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
    expect(await within(dialog).findByText('Test delivered (status 200)', undefined, SLOW)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const row = await screen.findByRole('row', { name: /Feed/ }, SLOW);
    expect(row.textContent).toContain('https://example.com/hook');
    expect(card().textContent).toContain('2 subscribed events');
    expect(card().textContent).toContain('Active');
    await user.click(within(row).getByRole('button', { name: 'Logs of Feed' }));
    expect(await screen.findByRole('region', { name: 'Deliveries of Feed' }, SLOW)).toBeTruthy();
  });
});
