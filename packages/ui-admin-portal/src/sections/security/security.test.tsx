import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
    // Durations in their largest exact unit: 3,600 s is 1 hour, 7,776,000 s is 90 days.
    const idle = screen.getByRole('group', { name: 'Idle session timeout' });
    const idleCount = within(idle).getByLabelText('Idle timeout') as HTMLInputElement;
    const idleUnit = within(idle).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement;
    expect([idleCount.value, idleUnit.value]).toEqual(['1', 'hours']);
    expect(within(idleUnit).getAllByRole('option').map((o) => o.textContent)).toEqual(['minutes', 'hours', 'days']);
    const timeout = screen.getByRole('group', { name: 'Force re-login' });
    expect((within(timeout).getByLabelText('Session timeout') as HTMLInputElement).value).toBe('90');
    expect((within(timeout).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('days');
    // The limits in words: at most 365 days, a whole count.
    await user.clear(idleCount);
    await user.type(idleCount, '400');
    await user.selectOptions(idleUnit, 'days');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(await within(idle).findByText('Use at most 365 days')).toBeTruthy();
    await user.clear(idleCount);
    await user.type(idleCount, '1.5');
    expect(await within(idle).findByText('Enter a whole number of 1 or more, like 30')).toBeTruthy();
    await user.clear(idleCount);
    await user.type(idleCount, '30');
    await user.selectOptions(idleUnit, 'minutes');
    await user.clear(max);
    await user.type(max, '0');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(await screen.findByText('Enter a whole number of 1 or more')).toBeTruthy();
    await user.clear(max);
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    const { createAdminStores } = await import('@portico/core-state/admin');
    const saved = createAdminStores(portico).securityPolicies.getState().sessions.data;
    expect(saved?.sessionConcurrentConfiguration?.maxSessions).toBe(2);
    // 30 minutes is stored as exactly 1,800 seconds; 90 days unchanged.
    expect(saved?.sessionIdleTimeoutConfiguration?.timeout).toBe(1800);
    expect(saved?.sessionTimeoutConfiguration?.timeout).toBe(7_776_000);
  });

  it('general settings: lockout, password history and MFA saved each on its own', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'security' });
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
    // The remembered-device time in days, saved back as exact seconds.
    const mfa = screen.getByRole('group', { name: 'Multi-factor authentication' });
    const days = within(mfa).getByLabelText('Remember the device for') as HTMLInputElement;
    expect([days.value, (within(mfa).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value]).toEqual(['14', 'days']);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(mfa.closest('form') as HTMLElement).getByRole('button', { name: 'Save MFA policy' }));
    const { createAdminStores } = await import('@portico/core-state/admin');
    await waitFor(() => expect(createAdminStores(portico).securityPolicies.getState().mfa.data?.mfaDeviceExpiration).toBe(604_800), SLOW);
  });

  it('a hidden tab is absent', async () => {
    renderPortal({ section: 'security', tabs: { 'security.sessionManagement': 'hidden' } });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General settings', 'IP restrictions', 'Domain restrictions', 'Security center']);
  });
});
