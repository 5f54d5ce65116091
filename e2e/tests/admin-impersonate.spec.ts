import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { screenshot } from '../pages/screenshots';

test('admin impersonates the seeded member from the users table, sees the banner, ends it; both ends audited', async ({ page, request }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  await portal.rowAction(ENV.member, 'Impersonate');
  const dialog = portal.dialog('Impersonate Acme Member');
  await dialog.getByRole('button', { name: 'Start impersonating' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  const reason = `E2E ${Date.now().toString(36)}: check what the member sees`;
  await dialog.getByLabel(/Reason/).fill(reason);
  await checkScreen(page, 'admin impersonate dialog');
  await screenshot(page, 'admin-users-impersonate-dialog');
  await dialog.getByRole('button', { name: 'Start impersonating' }).click();
  await expect(dialog).toBeHidden();

  // The session reloaded as the member (token with `act`): banner in the portal and in the demo header.
  const banner = page.locator('.portico-admin-impersonation');
  await expect(banner).toContainText('You are impersonating Acme Member', { timeout: 15_000 });
  await expect(banner).toContainText(`Signed in as ${ENV.admin}`);
  await expect(page.locator('.demo-impersonation')).toContainText('You are impersonating Acme Member');
  await expect(page.locator('.portico-admin')).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  // The section reloaded as the member: the users list is read again with the member's token.
  await expect(portal.userRow(ENV.admin)).toBeVisible({ timeout: 15_000 });
  await checkScreen(page, 'admin portal while impersonating');
  await screenshot(page, 'admin-users-impersonating');

  // The demo's home page shows the member too.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(ENV.member);
  await expect(page.locator('.demo-impersonation')).toBeVisible();
  await checkScreen(page, 'demo home while impersonating');
  await portal.open();

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('.demo-impersonation')).toBeHidden();
  // Back as the admin: the admin-only row actions are there again.
  await portal.go('Users');
  await portal.userRow(ENV.member).locator('summary').click();
  await expect(portal.userRow(ENV.member).getByRole('button', { name: 'Impersonate' })).toBeVisible();
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(ENV.admin);

  // Audit rows at start and end, naming the admin and the member (read through the API).
  const token = await apiLogin(request, ENV.admin, ENV.password);
  const res = await request.get(`${ENV.server}/frontegg/audits?offset=0&count=50`, { headers: { authorization: `Bearer ${token}`, 'x-portico-source': 'e2e' } });
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: { action: string; description: string; json?: Record<string, unknown> }[] }).data;
  const started = list.find((a) => a.action === 'Impersonation started' && a.description.includes(reason));
  expect(started?.description).toContain(ENV.member);
  expect(started?.json).toMatchObject({ adminEmail: ENV.admin, targetEmail: ENV.member, reason });
  const ended = list.find((a) => a.action === 'Impersonation ended' && a.json?.targetEmail === ENV.member);
  expect(ended?.json).toMatchObject({ adminEmail: ENV.admin, endReason: 'ended' });
});
