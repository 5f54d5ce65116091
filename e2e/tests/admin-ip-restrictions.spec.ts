import { AccountPages } from '../pages/account-pages';
import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';
import { screenshot } from '../pages/screenshots';

// The e2e server sees every browser call from 127.0.0.1 (through the demo's same-origin proxy).
const PASSWORD = 'a long passphrase for e2e';
const IP_REFUSED = 'Access from your IP address is not allowed for this account';
const DOMAIN_REFUSED = 'Your email domain is not allowed for this account';

test('IP restrictions of a second tenant: add my current IP, then block it → warned, then login refused with the message', async ({ page, browser, request }) => {
  const owner = uniqueEmail('ip-owner');
  await createActiveUser(request, owner, PASSWORD, 'Ip Owner');
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(owner, PASSWORD);
  await portal.go('Security');
  await page.getByRole('tab', { name: 'IP restrictions' }).click();
  const active = page.getByRole('checkbox', { name: 'Enforce IP restrictions' });
  await expect(page.getByText('Your current IP address: 127.0.0.1')).toBeVisible();
  await expect(active).not.toBeChecked();

  // Switching on an allow list that does not hold my address warns first; cancelling changes nothing.
  await active.click();
  const warning = portal.dialog('You may lock yourself out');
  await expect(warning).toContainText('127.0.0.1');
  await checkScreen(page, 'admin IP lock-out warning');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(active).not.toBeChecked();

  await page.getByRole('button', { name: 'Add my current IP' }).click();
  await expect(active).toBeChecked();
  const mine = portal.tableRow('Allowed addresses', '127.0.0.1');
  await expect(mine).toContainText('My IP');
  await expect(mine).toContainText('Active');
  await expect(page.getByText('Your address passes these rules.')).toBeVisible();
  await checkScreen(page, 'admin IP restrictions');
  await screenshot(page, 'admin-security-ip-restrictions');

  // Block mode with 127.0.0.0/8 on the block list: the dialog asks for a second, explicit save.
  await page.getByRole('radio', { name: /^Block list/ }).click();
  await expect(page.getByRole('table', { name: 'Blocked addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add IP' }).click();
  const dialog = portal.dialog('Add an IP address');
  await dialog.getByLabel(/IP address or CIDR range/).fill('127.0.0.0/8');
  await dialog.getByLabel('Description').fill('Loopback');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'may refuse your own IP address (127.0.0.1)' })).toBeVisible();
  await checkScreen(page, 'admin IP add dialog lock-out warning');
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(dialog).toBeHidden();
  // From now on the tenant refuses this address: the portal's own next call already shows the message.
  await expect(page.locator('.portico-admin-error').filter({ hasText: IP_REFUSED })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await recordCspViolations(other);
  const login = new LoginPage(other);
  await login.open();
  await login.signIn(owner, PASSWORD);
  await expect(login.alert()).toContainText(IP_REFUSED);
  await checkScreen(other, 'login refused by IP restrictions');
  await context.close();
});

test('domain restrictions: a blocked domain cannot sign up through the tenant\'s invite link', async ({ page, browser, request }) => {
  const owner = uniqueEmail('domain-owner');
  await createActiveUser(request, owner, PASSWORD, 'Domain Owner');
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(owner, PASSWORD);
  await portal.go('Security');
  await page.getByRole('tab', { name: 'Domain restrictions' }).click();
  const active = page.getByRole('checkbox', { name: 'Enforce email domain restrictions' });
  await active.click();
  await expect(active).toBeChecked();
  await page.getByRole('radio', { name: /^Block list/ }).click();
  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = portal.dialog('Add a domain');
  await dialog.getByLabel(/^Domain/).fill('blocked.test');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(portal.tableRow('Blocked domains', 'blocked.test')).toBeVisible();
  await page.getByRole('checkbox', { name: /Block public email domains/ }).click();
  await expect(page.getByRole('checkbox', { name: /Block public email domains/ })).toBeChecked();
  await checkScreen(page, 'admin domain restrictions');
  await screenshot(page, 'admin-security-domain-restrictions');

  await portal.go('Users');
  await page.getByRole('button', { name: 'Invite link' }).click();
  const linkDialog = portal.dialog('Invite link');
  const create = linkDialog.getByRole('button', { name: 'Create link' });
  const url = linkDialog.getByRole('textbox', { name: 'Invite link' });
  await expect(create.or(url)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(url).toHaveValue(/invitationToken=/);
  const link = await url.inputValue();
  await page.keyboard.press('Escape');

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await recordCspViolations(newcomer);
  await newcomer.goto(link);
  await newcomer.getByLabel('Full name').fill('Blocked Person');
  const company = newcomer.getByLabel('Company');
  if (await company.isVisible()) await company.fill('Ignored Co');
  await newcomer.getByLabel('Email', { exact: true }).fill(`someone-${Date.now().toString(36)}@blocked.test`);
  await newcomer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.locator('.portico-root').getByRole('alert')).toContainText(DOMAIN_REFUSED);
  await checkScreen(newcomer, 'sign-up refused by domain restrictions');
  await expect(new AccountPages(newcomer).heading('You’re all set')).toBeHidden();
  await context.close();
});
