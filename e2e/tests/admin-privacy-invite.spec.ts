import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';

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
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Could not invite: ${ENV.member}`)).toBeVisible();
  await expect(page.getByText(/^Invited: /)).toContainText(a);
  await expect(page.getByText(/^Invited: /)).toContainText(b);
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
