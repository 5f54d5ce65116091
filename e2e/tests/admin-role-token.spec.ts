import { AccountPages } from '../pages/account-pages';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, inviteUser } from '../pages/api';
import { expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';

const PASSWORD = 'role journey passphrase';

test('a role the admin gives in the portal reaches the member after their next refresh', async ({ page, request, browser }) => {
  const email = uniqueEmail('role-token');
  const name = 'Rui Roletoken';
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, name);
  const mail = await waitForMail(request, email, /invited to Acme/);

  // The member activates and signs in in their own browser; they hold no Support role yet.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await recordCspViolations(memberPage);
  await memberPage.goto(linkTo(mail, '/account/activate'));
  const account = new AccountPages(memberPage);
  await account.setNewPassword(PASSWORD, 'Activate account');
  await expect(account.heading('Your account is active')).toBeVisible();
  await memberPage.waitForURL((u) => !u.pathname.startsWith('/account/activate'));
  if (memberPage.url().includes('/account/login')) await new LoginPage(memberPage).signIn(email, PASSWORD);
  const home = new HomePage(memberPage);
  await home.expectSignedIn(email);
  const roles = memberPage.getByTestId('user-roles');
  await expect(roles).not.toContainText('Support');

  // The admin gives the Support role in the portal.
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  await portal.setRoles(email, name, ['Support']);
  await expect(page.getByRole('status').filter({ hasText: 'Roles updated' })).toBeVisible();

  // The member's next refresh (a reload restores the session from the refresh cookie) carries the role.
  await memberPage.reload();
  await home.expectSignedIn(email);
  await expect(roles).toContainText('Support');
  await context.close();
});
