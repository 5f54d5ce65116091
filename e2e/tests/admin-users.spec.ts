import type { Browser } from '@playwright/test';
import { AccountPages } from '../pages/account-pages';
import { apiLogin, inviteUser } from '../pages/api';
import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';

const PASSWORD = 'invited member passphrase';

/** A fresh browser context (another person), with the CSP recorder. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordCspViolations(page);
  return { context, page };
}

test('admin invites with the dialog → invitee activates from the mailbox → admin gives a role → disabled user cannot log in', async ({ page, request, browser }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await expect(portal.nav()).toBeVisible();
  await portal.go('Users');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  await checkScreen(page, 'admin users');

  const email = uniqueEmail('portal-invitee');
  const name = 'Paula Portal';
  await portal.invite(name, email);
  await expect(portal.userRow(email)).toContainText('Pending activation');

  // The invitee, in their own browser, activates from the dev mailbox.
  const mail = await waitForMail(request, email, /invited to Acme/);
  const invitee = await otherPerson(browser);
  await invitee.page.goto(linkTo(mail, '/account/activate'));
  const account = new AccountPages(invitee.page);
  await account.setNewPassword(PASSWORD, 'Activate account');
  await expect(account.heading('Your account is active')).toBeVisible();
  await invitee.context.close();

  // The admin gives them a role; the row shows it after a reload from the server.
  await portal.reopen();
  await portal.go('Users');
  await expect(portal.userRow(email)).not.toContainText('Pending activation');
  await portal.setRoles(email, name, ['Admin']);
  await expect(page.getByRole('status').filter({ hasText: 'Roles updated' })).toBeVisible();
  await portal.reopen();
  await portal.go('Users');
  await expect(portal.userRow(email).getByRole('cell').nth(3)).toHaveText('Admin');

  // Disable → their login is refused.
  await portal.rowAction(email, 'Disable user');
  const confirm = portal.dialog(`Disable ${name}?`);
  await checkScreen(page, 'admin disable dialog');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(portal.userRow(email)).toContainText('Disabled');
  const refused = await otherPerson(browser);
  const login = new LoginPage(refused.page);
  await login.open();
  await login.submitEmail(email);
  await login.submitPassword(PASSWORD);
  await expect(login.alert()).not.toBeEmpty();
  await expect(refused.page).toHaveURL(/\/account\/login/);
  await refused.context.close();
});

test('keyboard only: open the invite dialog, fill it and send, focus returns to the page', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  const invite = page.getByRole('button', { name: 'Invite user' });
  await invite.focus();
  await page.keyboard.press('Enter');
  const dialog = portal.dialog('Invite user');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  const email = uniqueEmail('keyboard');
  await page.keyboard.type(email);
  await expect(page.locator('style[nonce]')).not.toHaveCount(0);
  await checkScreen(page, 'admin invite dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
  await expect(portal.userRow(email)).toBeVisible();
  // Escape closes a dialog without sending.
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a user without admin permissions sees none of the admin sections', async ({ page, request, browser }) => {
  const email = uniqueEmail('no-roles');
  const name = 'Nora Noroles';
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, name);
  const mail = await waitForMail(request, email, /invited to Acme/);
  const invitee = await otherPerson(browser);
  await invitee.page.goto(linkTo(mail, '/account/activate'));
  await new AccountPages(invitee.page).setNewPassword(PASSWORD, 'Activate account');
  await expect(new AccountPages(invitee.page).heading('Your account is active')).toBeVisible();
  await invitee.context.close();

  // The admin takes every role away in the portal (the store sends the empty-string role id).
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  await portal.setRoles(email, name, []);
  await expect(page.getByRole('status').filter({ hasText: 'Roles updated' })).toBeVisible();

  const member = await otherPerson(browser);
  const memberPortal = new AdminPortalPage(member.page);
  await memberPortal.signInAndOpen(email, PASSWORD);
  expect(await memberPortal.sections()).toEqual(['Profile']);
  await expect(member.page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await checkScreen(member.page, 'admin as a user without admin permissions');
  await member.context.close();
});
