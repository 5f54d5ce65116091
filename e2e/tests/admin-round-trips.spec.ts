import { AdminPortalPage } from '../pages/admin-portal';
import { expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';

test('the first section is visible after at most one API round trip beyond the token', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(ENV.admin, ENV.password);
  await new HomePage(page).expectSignedIn(ENV.admin);
  // The sign-in's own calls (refresh, me, flags, authorization) are over before the portal is opened.
  await page.waitForLoadState('networkidle');

  // From the click on, log API requests as they start and end: a request that starts after another API answer
  // arrived is a second round trip.
  const log: string[] = [];
  const api = (url: string) => new URL(url).pathname.startsWith('/frontegg/');
  page.on('request', (r) => api(r.url()) && log.push(`start ${r.method()} ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => api(r.url()) && log.push(`end ${r.method()} ${new URL(r.url()).pathname}`));
  const portal = new AdminPortalPage(page);
  await portal.open();
  await expect(page.locator('[data-section-id]')).toBeVisible();
  await expect(page.locator('[data-section-id]')).toHaveAttribute('data-status', 'ready');
  const firstEnd = log.findIndex((l) => l.startsWith('end'));
  const secondTrip = firstEnd < 0 ? [] : log.slice(firstEnd).filter((l) => l.startsWith('start'));
  console.log(`portal first section: ${log.filter((l) => l.startsWith('start')).length} API request(s)\n${log.join('\n')}`);
  expect(log.length, 'the section loads its data from the server').toBeGreaterThan(0);
  expect(secondTrip, log.join('\n')).toEqual([]);
});
