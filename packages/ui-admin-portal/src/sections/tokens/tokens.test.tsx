import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('API tokens', () => {
  it('create closes the dialog, then shows the secret once; the new token is first', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'apiTokens' });
    await screen.findByRole('heading', { name: 'API tokens' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Generate token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate API token' }, SLOW);
    await user.type(within(dialog).getByLabelText('Description'), 'CI pipeline');
    await user.type(within(dialog).getByLabelText(/Expires in/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const secret = await screen.findByRole('dialog', { name: 'Your new API token' }, SLOW);
    expect((within(secret).getByLabelText('Secret') as HTMLInputElement).value.length).toBeGreaterThan(8);
    expect(screen.queryByRole('dialog', { name: 'Generate API token' })).toBeNull();
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('CI pipeline')).toBeTruthy();
  });

  it('personal tokens list and delete through a confirm dialog', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'personalApiTokens' });
    await screen.findByRole('heading', { name: 'Personal API tokens' }, SLOW);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Delete token/ }).length).toBeGreaterThan(0), SLOW);
    const before = screen.getAllByRole('button', { name: /Delete token/ }).length;
    await user.click(screen.getAllByRole('button', { name: /Delete token/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this token?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Delete token' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /Delete token/ }).length).toBe(before - 1), SLOW);
  });
});
