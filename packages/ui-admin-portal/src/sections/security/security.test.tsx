import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

describe('security section', () => {
  it('shows the built tabs in the spec order and the demo session figures; saves a change', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'security' });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Session management', 'General settings', 'IP restrictions', 'Domain restrictions', 'Security center']);
    const max = await screen.findByLabelText('Maximum sessions per user', undefined, SLOW);
    expect((max as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Idle timeout (seconds)') as HTMLInputElement).value).toBe('3600');
    expect((screen.getByLabelText('Session timeout (seconds)') as HTMLInputElement).value).toBe('7776000');
    await user.clear(max);
    await user.type(max, '0');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(await screen.findByText('Enter a whole number of 1 or more')).toBeTruthy();
    await user.clear(max);
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    const { createAdminStores } = await import('@portico/core-state/admin');
    expect(createAdminStores(portico).securityPolicies.getState().sessions.data?.sessionConcurrentConfiguration?.maxSessions).toBe(2);
  });

  it('general settings: lockout, password history and MFA saved each on its own', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'security' });
    await user.click(await screen.findByRole('tab', { name: 'General settings' }, SLOW));
    const attempts = await screen.findByLabelText('Maximum attempts', undefined, SLOW);
    expect((attempts as HTMLInputElement).value).toBe('5');
    await user.clear(attempts);
    await user.type(attempts, '3');
    const lockout = attempts.closest('form')!;
    await user.click(within(lockout as HTMLElement).getByRole('button', { name: 'Save lockout policy' }));
    // The saved policy comes back from the server and the form shows it.
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('Maximum attempts') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Passwords remembered') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('MFA policy') as HTMLSelectElement).value).toBe('DontForce');
  });

  it('a hidden tab is absent', async () => {
    renderPortal({ section: 'security', tabs: { 'security.sessionManagement': 'hidden' } });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General settings', 'IP restrictions', 'Domain restrictions', 'Security center']);
  });
});
