import { AccountPages } from '../pages/account-pages';
import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { linkTo, waitForMail } from '../pages/mailbox';

const PASSWORD = 'privacy journey passphrase';

test('bulk invite with one address the server refuses: the others are invited, the refused one is shown', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  const [a, b] = [uniqueEmail('bulk-a'), uniqueEmail('bulk-b')];
  await page.getByRole('button', { name: 'Bulk invite' }).click();
  const dialog = portal.dialog('Invite several users');
  // member@acme.test already belongs to the account: the server answers 409 for that one.
  await dialog.getByLabel('Email addresses').fill(`${a}\n${ENV.member}, ${b}`);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  // The outcome of each row stays in the dialog: the address already in the account is named as such.
  await expect(dialog.locator('.portico-admin-bulk-summary')).toHaveText('2 invited, 1 not invited');
  const rows = dialog.locator('.portico-admin-bulk-row');
  await expect(rows.filter({ hasText: ENV.member })).toHaveAttribute('data-outcome', 'member');
  await expect(rows.filter({ hasText: a })).toHaveAttribute('data-outcome', 'invited');
  await expect(rows.filter({ hasText: b })).toHaveAttribute('data-outcome', 'invited');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(portal.userRow(a)).toBeVisible();
  await expect(portal.userRow(b)).toBeVisible();
});

test('signing out the other sessions in Privacy logs the other browser out at its next refresh', async ({ page, browser, request }) => {
  const email = uniqueEmail('privacy');
  await createActiveUser(request, email, PASSWORD, 'Pia Privacy');
  const otherContext = await browser.newContext();
  const other = new AdminPortalPage(await otherContext.newPage());
  await recordCspViolations(other.page);
  await other.signInAndOpen(email, PASSWORD);

  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(email, PASSWORD);
  await portal.go('Privacy');
  const sessions = page.getByRole('table', { name: 'Login sessions' }).getByRole('row');
  // header + this device + the other browser (+ the session the API activation opened)
  await expect.poll(() => sessions.count()).toBeGreaterThanOrEqual(3);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  const dialog = portal.dialog('Sign out all other sessions?');
  await checkScreen(page, 'admin privacy sign out others dialog');
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expect(dialog).toBeHidden();
  await expect(sessions).toHaveCount(2);

  // The other browser's refresh cookie no longer works: reloading sends it to the login.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/account\/login/);
  await otherContext.close();
});

test('a new person joins through the invite link the admin created in the portal', async ({ page, browser, request }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  await page.getByRole('button', { name: 'Invite link' }).click();
  const dialog = portal.dialog('Invite link');
  const create = dialog.getByRole('button', { name: 'Create link' });
  const url = dialog.getByRole('textbox', { name: 'Invite link' });
  await expect(create.or(url)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(url).toHaveValue(/\/account\/sign-up\?invitationToken=/);
  await checkScreen(page, 'admin invite link dialog');
  const link = await url.inputValue();
  await page.keyboard.press('Escape');

  // The newcomer signs up through the link (their own browser), then activates from the mailbox.
  const email = uniqueEmail('invite-link');
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await recordCspViolations(newcomer);
  await newcomer.goto(link);
  await newcomer.getByLabel('Full name').fill('Lina Linkjoin');
  const company = newcomer.getByLabel('Company');
  if (await company.isVisible()) await company.fill('Ignored Co');
  await newcomer.getByLabel('Email', { exact: true }).fill(email);
  await newcomer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  const mail = await waitForMail(request, email, /activate|invited/i);
  await newcomer.goto(linkTo(mail, '/account/activate'));
  const activate = newcomer.getByRole('button', { name: 'Activate', exact: true });
  const account = new AccountPages(newcomer);
  await expect(activate.or(account.heading('Set a password to activate your account'))).toBeVisible();
  if (await activate.isVisible()) await activate.click();
  else await account.setNewPassword(PASSWORD, 'Activate account');
  await expect(account.heading('Your account is active')).toBeVisible();
  await context.close();

  // They joined the admin's account, not a new one of their own.
  await portal.reopen();
  await portal.go('Users');
  await page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search')).first().fill(email);
  await expect(portal.userRow(email)).toBeVisible();
  await expect(portal.userRow(email)).not.toContainText('Pending activation');
});
