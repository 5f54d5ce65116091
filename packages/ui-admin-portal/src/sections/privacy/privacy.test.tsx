import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';
import { deviceName } from './SessionsTab';

describe('privacy section', () => {
  it('marks the current session and revokes another one', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'privacy' });
    await screen.findByText('This device', undefined, SLOW);
    // Session rows only: "Sign out all other sessions" stays, so counting it made the check pass only mid-reload.
    const revoke = screen.getAllByRole('button', { name: /^Sign out (?!all)/ });
    const count = revoke.length;
    await user.click(revoke[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Sign out (?!all)/ }).length).toBe(count - 1), SLOW);
  });

  it('the MFA tab is reached with the arrow key', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'privacy' });
    const tab = await screen.findByRole('tab', { name: 'Login sessions' }, SLOW);
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Multi-factor authentication' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Multi-factor authentication' }));
  });

  it('names devices from the user agent', () => {
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', '?')).toBe('Chrome · macOS');
    expect(deviceName(undefined, 'Unknown')).toBe('Unknown');
  });
});
