import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_VISIBLE, renderPortal, SLOW } from '../../../test/portal';

const navigation = { ...ALL_VISIBLE, sso: { visibility: 'byPermissions' as const } };

describe('sso section', () => {
  it('shows the SP details, the verified domain and the group mapping of the preview data', async () => {
    renderPortal({ section: 'sso', navigation });
    await screen.findByRole('heading', { name: 'Single sign-on' }, SLOW);
    expect((await screen.findByLabelText('ACS URL', undefined, SLOW)) as HTMLInputElement).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download SP metadata' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('engineering')).toBeTruthy();
  });

  it('changing the domain clears the IdP details and asks for verification', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'sso', navigation });
    const domain = await screen.findByLabelText('E-mail domain', undefined, SLOW);
    await user.clear(domain);
    await user.type(domain, 'new.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const card = await screen.findByRole('region', { name: 'Domain verification' }, SLOW);
    await waitFor(() => expect(within(card).getByText('Not verified')).toBeTruthy(), SLOW);
    expect(within(card).getByDisplayValue(/^portico-verification=[0-9a-f]{32}$/)).toBeTruthy();
    expect((screen.getByLabelText('SSO URL') as HTMLInputElement).value).toBe('');
  });

  it('a typo in the domain is refused before any call', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'sso', navigation });
    const domain = await screen.findByLabelText('E-mail domain', undefined, SLOW);
    await user.clear(domain);
    await user.type(domain, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a domain such as example.com')).toBeTruthy();
  });

  it('a certificate that is not one is refused at its field; the configuration can be deleted', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'sso', navigation });
    const certificate = await screen.findByLabelText('Signing certificate (PEM)', undefined, SLOW);
    await user.clear(certificate);
    await user.type(certificate, 'not a cert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(certificate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Paste the certificate in PEM/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the SSO configuration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete configuration' }));
    await waitFor(() => expect((screen.getByLabelText('E-mail domain') as HTMLInputElement).value).toBe(''), SLOW);
    expect(screen.queryByRole('button', { name: 'Delete configuration' })).toBeNull();
  });
});
