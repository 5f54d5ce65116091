import { readFile } from 'node:fs/promises';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { screenshot } from '../pages/screenshots';

/** Our CSV: every cell quoted, CRLF lines (cells here hold no line breaks). */
const parseCsv = (text: string) => text.trimEnd().split('\r\n').map((l) => l.slice(1, -1).split('","').map((c) => c.replaceAll('""', '"')));

test('admin filters and sorts the audit log; the CSV download holds the rows of the screen', async ({ page, request }) => {
  test.slow(); // three axe passes on a shared 2-core machine
  // Sign-ins of two users give the log rows to filter and sort.
  await apiLogin(request, ENV.member, ENV.password);
  await apiLogin(request, ENV.admin, ENV.password);
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Audit logs');
  const table = page.getByRole('table', { name: 'Audit logs', exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[data-stat="totalToday"] dd')).not.toHaveText('—');
  await checkScreen(page, 'admin audit logs');

  // Filter: Action contains "logged in"; sort: User ascending.
  await page.getByLabel('Column').selectOption({ label: 'Action' });
  await page.getByLabel('Value').fill('logged in');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByText('Action: logged in')).toBeVisible();
  await table.getByRole('button', { name: /^User/ }).click();
  await expect(table.getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('.portico-admin-audits[data-status="ready"]')).toBeVisible();
  const cells = (column: string) => table.locator(`td[data-column="${column}"]`).allTextContents();
  const users = await cells('email');
  expect(users.length).toBeGreaterThanOrEqual(3);
  expect(users).toEqual([...users].sort());
  expect(new Set(await cells('action'))).toEqual(new Set(['User logged in']));
  await checkScreen(page, 'admin audit logs filtered');
  await screenshot(page, 'admin-audits-filtered', { fullPage: true });

  // The download: the same rows, in the same order, with the visible columns as headers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('audits.csv');
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(['Time', 'User', 'Action', 'Description', 'IP Address', 'Json Data']);
  const screen = { users, actions: await cells('action'), descriptions: await cells('description') };
  const csv = rows.slice(1, 1 + users.length);
  expect(csv.map((r) => r[1])).toEqual(screen.users);
  expect(csv.map((r) => r[2])).toEqual(screen.actions);
  expect(csv.map((r) => r[3])).toEqual(screen.descriptions);
  await expect(page.getByText('audits.csv downloaded')).toBeVisible();

  // Phone width: the same screen stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, 'admin audit logs phone');
  await screenshot(page, 'admin-audits-phone', { fullPage: true });
});
