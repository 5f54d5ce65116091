import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('Provisioning', () => {
  it('lists connections with their user counts and the SCIM base URL; a new connection shows its token once', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'provisioning' });
    await screen.findByRole('heading', { name: 'Provisioning' }, SLOW);
    await screen.findByText('Okta directory', undefined, SLOW);
    await waitFor(() => expect(document.querySelector('.portico-admin-provisioning__count')?.textContent).toBe('4'), SLOW);
    expect((screen.getByLabelText('SCIM base URL') as HTMLInputElement).value).toBe('https://auth.example.com/frontegg/scim/v2');

    await user.click(screen.getByRole('button', { name: 'New SCIM connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New SCIM connection' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Create connection' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Connection name'), 'Entra');
    await user.selectOptions(within(dialog).getByLabelText('Identity provider'), 'azure-ad');
    await user.click(within(dialog).getByRole('button', { name: 'Create connection' }));
    const shown = await screen.findByRole('dialog', { name: 'Your SCIM bearer token' }, SLOW);
    expect((within(shown).getByLabelText('Bearer token') as HTMLInputElement).value).toMatch(/^portico_scim_[0-9a-f]{48}$/);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Microsoft Entra ID (Azure AD)')).toBeTruthy();
    expect(document.body.textContent).not.toContain('portico_scim_');
  });

  it('deletes a connection after confirmation', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'provisioning' });
    await user.click(await screen.findByRole('button', { name: 'Delete connection Okta directory' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete connection Okta directory?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Delete connection' }));
    await waitFor(() => expect(screen.queryByText('Okta directory')).toBeNull(), SLOW);
  });
});
