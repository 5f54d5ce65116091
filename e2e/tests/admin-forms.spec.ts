import { freshTenant, SecurityPage } from '../pages/security-page';
import { checkScreen, expect, test } from '../pages/checks';
import { expectToast } from '../pages/admin-portal';

// Issue 27, forms: time zone, currency, date and time format pickers saved and read back (the formats change every date
// shown); a server refusal shown under its field in words.

test('account settings: time zone and currency picked from their lists, kept after a reload', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'forms');
  const portal = new SecurityPage(page);
  await portal.signInAndOpen(tenant.owner, tenant.password);
  await portal.go('Account');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(zone).toBeVisible();
  // Each option names its offset from UTC; currencies by their name.
  await expect(zone.locator('option[value="Asia/Tokyo"]')).toHaveText('Asia/Tokyo (UTC+09:00)');
  await expect(currency.locator('option[value="EUR"]')).toHaveText('EUR · Euro');
  await page.getByRole('searchbox', { name: 'Filter time zones' }).fill('tokyo');
  await zone.selectOption('Asia/Tokyo');
  await page.getByRole('searchbox', { name: 'Filter currencies' }).fill('euro');
  await currency.selectOption('EUR');
  await checkScreen(page, 'admin account settings pickers');
  await page.locator('[data-form="account"]').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.reload();
  await portal.go('Account');
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(currency).toHaveValue('EUR');
});

test('account settings: date and time formats picked with a sample each; the saved formats change dates in Users and Audit logs', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'formats');
  const portal = new SecurityPage(page);
  await portal.signInAndOpen(tenant.owner, tenant.password);
  // Defaults (DD/MM/YYYY, UTC): the owner joined today.
  const today = new Date().toISOString().slice(0, 10).split('-');
  const [y, m, d] = today as [string, string, string];
  await portal.go('Users');
  const joined = portal.userRow(tenant.owner).locator('td[data-column="createdAt"]');
  await expect(joined).toHaveText(`${d}/${m}/${y}`);

  await portal.go('Account');
  const date = page.getByRole('combobox', { name: 'Date format' });
  const time = page.getByRole('combobox', { name: 'Time format' });
  await expect(date).toHaveValue('DD/MM/YYYY');
  await expect(time).toHaveValue('HH:mm');
  // Every accepted format, each shown as now rendered with it (UTC, the account's zone).
  await expect(date.locator('option')).toHaveCount(6);
  await expect(date.locator('option[value="YYYY-MM-DD"]')).toHaveText(`${y}-${m}-${d} (YYYY-MM-DD)`);
  await expect(time.locator('option[value="hh:mm:ss A"]')).toHaveText(/^\d\d:\d\d:\d\d [AP]M \(hh:mm:ss A\)$/);
  await date.selectOption('YYYY-MM-DD');
  await time.selectOption('hh:mm:ss A');
  await checkScreen(page, 'admin account settings format pickers');
  await page.locator('[data-form="account"]').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  // Another section renders with the saved formats, without a reload.
  await portal.go('Users');
  await expect(joined).toHaveText(`${y}-${m}-${d}`);
  await portal.go('Audit logs');
  const stamp = page.getByRole('table', { name: 'Audit logs', exact: true }).locator('time').first();
  await expect(stamp).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [AP]M$/);
  // And after a reload the pickers read the saved formats back.
  await page.reload();
  await portal.go('Account');
  await expect(date).toHaveValue('YYYY-MM-DD');
  await expect(time).toHaveValue('hh:mm:ss A');
});

test('profile: a phone number the server refuses is explained under the field, not as "phoneNumber: Invalid E.164"', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'phone');
  const portal = new SecurityPage(page);
  await portal.signInAndOpen(tenant.owner, tenant.password);
  await portal.go('Profile');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('12345');
  await page.locator('[data-form="profile"]').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the phone number in international format, e.g. +14155550123')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Invalid E\.164/)).toHaveCount(0);
  await checkScreen(page, 'admin profile phone refused');
  await phone.fill('+14155550123');
  await page.locator('[data-form="profile"]').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});
