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
    // Preview mode starts from its sample webhook (User created, User invited, Role changed).
    await screen.findByRole('row', { name: /Acme audit sink/ }, SLOW);
    await waitFor(() => expect(card().textContent).toContain('3 subscribed events'), SLOW);
    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' }, SLOW);
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
    // Distinct events over active webhooks: User invited was already counted, Login failed is new.
    expect(card().textContent).toContain('4 subscribed events');
    expect(card().textContent).toContain('Active');
    await user.click(within(row).getByRole('button', { name: 'Logs of Feed' }));
    expect(await screen.findByRole('region', { name: 'Deliveries of Feed' }, SLOW)).toBeTruthy();
  });

  it('shows a generated signing secret once after create; the list never holds it, and the edit dialog still tests', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'webhooks' });
    await user.click(await screen.findByRole('button', { name: 'New webhook' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' }, SLOW);
    await user.type(within(dialog).getByLabelText('Name'), 'Signed');
    await user.type(within(dialog).getByLabelText('URL'), 'https://example.com/signed');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'User created' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('region', { name: 'Signing secret of Signed' }, SLOW);
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toMatch(/^whsec_/);
    expect(shown.textContent).toContain('it will not be shown again');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Signing secret of Signed' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Edit webhook Signed' }, SLOW));
    const edit = await screen.findByRole('dialog', { name: 'Edit webhook' }, SLOW);
    expect((within(edit).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('');
    await user.click(within(edit).getByRole('button', { name: 'Send test event' }));
    expect(await within(edit).findByText('Test delivered (status 200)', undefined, SLOW)).toBeTruthy();
  });

  it('edits an event\'s e-mail, SMS and Slack notifications: validated, saved, shown in the table and the cards; emptied unsubscribes', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'webhooks' });
    const table = await screen.findByRole('table', { name: 'Notifications' }, SLOW);
    const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
    await user.click(await within(table).findByRole('button', { name: 'Edit notifications of User created' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications of User created' }, SLOW);
    await user.type(within(dialog).getByLabelText('Email recipients'), 'ops@acme.test, nope');
    await user.type(within(dialog).getByLabelText('SMS recipients'), 'call me');
    await user.type(within(dialog).getByLabelText('Slack incoming-webhook URLs'), 'https://hooks.slack.com/services/T/B/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter one or more valid email addresses, separated by commas or new lines')).toBeTruthy();
    expect(within(dialog).getByText('Enter phone numbers like +15550100, separated by commas or new lines')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Email recipients'));
    await user.type(within(dialog).getByLabelText('Email recipients'), 'ops@acme.test\nsec@acme.test');
    await user.clear(within(dialog).getByLabelText('SMS recipients'));
    await user.type(within(dialog).getByLabelText('SMS recipients'), '+1 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await screen.findByText('Notifications saved')).toBeTruthy();
    const row = within(table).getByRole('row', { name: /User created/ });
    expect(row.textContent).toContain('ops@acme.test, sec@acme.test');
    expect(row.textContent).toContain('+1 555 0100');
    expect(row.textContent).toContain('Channels: 1');
    // Each channel also holds one sample subscription of preview mode.
    for (const name of ['Email', 'SMS', 'Slack']) expect(card(name).textContent).toContain('2 subscribed events');

    await user.click(within(row).getByRole('button', { name: 'Edit notifications of User created' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications of User created' }, SLOW);
    expect((within(again).getByLabelText('Email recipients') as HTMLTextAreaElement).value).toBe('ops@acme.test\nsec@acme.test');
    for (const label of ['Email recipients', 'SMS recipients', 'Slack incoming-webhook URLs']) await user.clear(within(again).getByLabelText(label));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(() => expect(card('Email').textContent).toContain('1 subscribed event'), SLOW);
    expect(within(table).getByRole('row', { name: /User created/ }).textContent).not.toContain('acme.test');
  });
});
