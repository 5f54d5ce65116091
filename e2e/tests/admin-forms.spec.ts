import { freshTenant, SecurityPage } from '../pages/security-page';
import { checkScreen, expect, test } from '../pages/checks';
import { expectToast } from '../pages/admin-portal';

// Issue 27, forms: time zone and currency pickers saved and read back; a server refusal shown under its field in words.

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
