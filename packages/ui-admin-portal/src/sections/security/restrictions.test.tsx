import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

// Over the preview fake: the caller is 203.0.113.10, not on the sample allow list; IP restrictions start inactive.

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('security section: IP restrictions', () => {
  it('lists 4 per page; warns before activating an allow list without my address; "add my current IP" activates safely', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'security' });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'IP restrictions' }));
    await waitFor(() => expect(dataRows()).toHaveLength(4), SLOW);
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    await screen.findByText(/Your current IP address: 203\.0\.113\.10/, {}, SLOW);

    await user.click(screen.getByRole('checkbox', { name: 'Enforce IP restrictions' }));
    const warning = await screen.findByRole('dialog', { name: 'You may lock yourself out' }, SLOW);
    expect(warning.textContent).toContain('203.0.113.10');
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Enforce IP restrictions' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add my current IP' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Enforce IP restrictions' }) as HTMLInputElement).checked).toBe(true), SLOW);
    const mine = await screen.findByRole('row', { name: /203\.0\.113\.10/ }, SLOW);
    expect(mine.textContent).toContain('My IP');
    expect(mine.textContent).toContain('Active');
    await screen.findByText(/Your address passes these rules/, {}, SLOW);
  });

  it('refuses a malformed address in the add dialog, then adds a CIDR entry', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'security' });
    await user.click(await screen.findByRole('tab', { name: 'IP restrictions' }, SLOW));
    await waitFor(() => expect(dataRows()).toHaveLength(4), SLOW);
    await user.click(screen.getByRole('button', { name: 'Add IP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an IP address' });
    await user.type(within(dialog).getByLabelText(/IP address or CIDR range/), '10.0.0.0/33');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter an IPv4 or IPv6 address or CIDR range')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/IP address or CIDR range/));
    await user.type(within(dialog).getByLabelText(/IP address or CIDR range/), '2001:db8:42::/48');
    await user.type(within(dialog).getByLabelText('Description'), 'Branch');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect((await screen.findByRole('row', { name: /2001:db8:42::\/48/ }, SLOW)).textContent).toContain('Branch');
  });
});

describe('security section: domain restrictions', () => {
  it('shows only the entries of the list type; switching the list and adding a domain', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'security' });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'Domain restrictions' }));
    await screen.findByRole('row', { name: /spam\.example/ }, SLOW);
    expect(screen.queryByRole('row', { name: /acme\.com/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Allow list/ }));
    await screen.findByRole('row', { name: /acme\.com/ }, SLOW);
    expect(screen.queryByRole('row', { name: /spam\.example/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a domain' });
    await user.type(within(dialog).getByLabelText(/^Domain/), 'Example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('row', { name: /example\.org/ }, SLOW);
  });
});
