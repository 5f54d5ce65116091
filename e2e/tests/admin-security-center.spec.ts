import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { screenshot } from '../pages/screenshots';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('security-centre score changes after enabling MFA enforcement', async ({ page, request }) => {
  // A fresh tenant of its own (one admin, no MFA): nothing another journey changes moves its score.
  const email = `security-${suffix()}@e2e.test`;
  await createActiveUser(request, email, ENV.password, 'Security Admin');
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(email, ENV.password);
  await portal.go('Security');
  await page.getByRole('tab', { name: 'Security center' }).click();
  await expect(page.getByRole('tab', { name: 'Security center' })).toHaveAttribute('aria-selected', 'true');
  const score = page.locator('.portico-admin-security-center__score-value');
  // Vendor defaults: lockout 5 and password history 3 on, MFA not required, nothing else configured → 25.
  await expect(score).toHaveText('25');
  const recommendations = page.getByRole('table', { name: 'Recommendations', exact: true });
  await expect(recommendations.getByRole('row').filter({ hasText: 'Require multi-factor authentication' })).toContainText('Severe');
  await expect(page.getByRole('table', { name: 'Insights', exact: true })).toContainText('0 of 1 users use multi-factor authentication (0%)');
  await checkScreen(page, 'admin security centre');
  await screenshot(page, 'admin-security-center', { fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-security-center-phone', { fullPage: true });
  if (desktop) await page.setViewportSize(desktop);

  // The generalSettings MFA policy is saved through the policies call (POST /configurations/v1/mfa-policy).
  const token = await apiLogin(request, email, ENV.password);
  const saved = await request.post(`${ENV.server}/frontegg/identity/resources/configurations/v1/mfa-policy`, {
    headers: { 'x-portico-source': 'e2e', authorization: `Bearer ${token}` }, data: { enforceMFAType: 'Force' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await portal.reopen();
  await portal.go('Security');
  await page.getByRole('tab', { name: 'Security center' }).click();
  await expect(score).toHaveText('55');
  await expect(recommendations).not.toContainText('Require multi-factor authentication');
  await expect(page.getByRole('table', { name: 'Insights', exact: true })).toContainText('Multi-factor authentication: required');
  await checkScreen(page, 'admin security centre after MFA enforcement');
});
