import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, format } from '../../../localization';
import { createAdminStores } from '@portico/core-state/admin';
import { previewPortico, renderPortal, SLOW } from '../../../../test/portal';
import { insightText, recommendationText } from './text';

describe('security centre view', () => {
  it('shows the demo score, recommendations by severity and insights; the reset action sends and announces', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'security' });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'Security center' }));
    expect(screen.getByRole('tab', { name: 'Security center' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('meter', { name: 'Security score' }, SLOW)).toBeTruthy();
    expect(screen.getByText('79')).toBeTruthy();
    const recs = screen.getByRole('table', { name: 'Recommendations' });
    const severe = within(recs).getByRole('row', { name: /data breaches/ });
    expect(within(severe).getByText('Severe')).toBeTruthy();
    const insights = screen.getByRole('table', { name: 'Insights' });
    expect(within(insights).getByText('20 of 23 users use multi-factor authentication (87%)')).toBeTruthy();
    await user.click(within(severe).getByRole('button', { name: 'Send reset emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reset-password emails?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send emails' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await screen.findByText('Reset-password emails sent', {}, SLOW)).toBeTruthy();
  }, 30_000);

  it('adjusts the idle timeout from its recommendation: opens on the stored 1,800 s as 30 minutes, the score goes back up', async () => {
    const user = userEvent.setup();
    const portico = previewPortico();
    // The demo tenant without an idle timeout: the recommendation and its adjust action appear, 8 points lower.
    await createAdminStores(portico).api.securityCenter.updateSessionConfiguration({
      sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 }, sessionTimeoutConfiguration: { isActive: true, timeout: 7776000 }, sessionIdleTimeoutConfiguration: { isActive: false, timeout: 1800 },
    });
    renderPortal({ portico, section: 'security' });
    await user.click(await screen.findByRole('tab', { name: 'Security center' }, SLOW));
    const row = await screen.findByRole('row', { name: /End sessions that stay idle/ }, SLOW);
    expect(screen.getByText('71')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Adjust idle timeout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Idle session timeout' });
    const field = within(dialog).getByLabelText('End idle sessions after');
    expect((field as HTMLInputElement).value).toBe('30');
    expect((within(dialog).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('minutes');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of 1 or more, like 30')).toBeTruthy();
    await user.type(field, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await screen.findByText('Session settings saved', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /End sessions that stay idle/ })).toBeNull(), SLOW);
    expect(screen.getByText('79')).toBeTruthy();
    expect(screen.getByText(/idle timeout 15 minutes/)).toBeTruthy();
  }, 30_000);

  it('words recommendations and insights from their metadata, falling back to the code', () => {
    expect(recommendationText(en, { code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA', metadata: { enrolled: 1, total: 4 } }))
      .toBe('Require multi-factor authentication for everyone (1 of 4 users use it)');
    expect(recommendationText(en, { code: 'SOMETHING_NEW', severity: 'INFO', category: 'SSO' })).toBe('SOMETHING_NEW');
    expect(insightText(en, { category: 'SESSIONS', code: 'SESSION_POLICY', metadata: { maxSessions: null, idleTimeout: 3600, timeout: null } }))
      .toBe(format(en.securityCenter.insights.SESSION_POLICY, { maxSessions: 'no limit', idleTimeout: '1 hour', timeout: 'no limit' }));
    expect(insightText(en, { category: 'SESSIONS', code: 'SESSION_POLICY', metadata: { configured: false, maxSessions: null, idleTimeout: null, timeout: null } }))
      .toBe(en.securityCenter.insights.SESSION_POLICY_NONE);
    expect(insightText(en, { category: 'PASSWORD', code: 'LOCKOUT_POLICY', metadata: { enabled: false, maxAttempts: 5 } })).toBe('Lockout: off');
  });
});
