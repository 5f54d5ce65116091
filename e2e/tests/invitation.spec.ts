import { AccountPages } from '../pages/account-pages';
import { apiLogin, createActiveUser, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';
import { screenshot, shootScreen } from '../pages/screenshots';

// The admin portal is not built yet: the admin invites through the API with their own access token.
test('admin invites a new member → invitation mail → set password → log in to Acme', async ({ page, request }) => {
  const email = uniqueEmail('invitee');
  const password = 'invited member passphrase';
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, 'Ivy Invitee');
  const mail = await waitForMail(request, email, /invited to Acme/);
  const account = new AccountPages(page);
  await page.goto(linkTo(mail, '/account/activate'));
  await expect(account.heading('Set a password to activate your account')).toBeVisible();
  await shootScreen(page, 'activate');
  await account.setNewPassword(password, 'Activate account');
  await expect(account.heading('Your account is active')).toBeVisible();

  const home = new HomePage(page);
  const login = new LoginPage(page);
  await page.waitForURL((u) => !u.pathname.startsWith('/account/activate'));
  if (!page.url().includes('/account/login')) await home.logOut();
  await login.signIn(email, password);
  await home.expectSignedIn(email);
  await expect(page.getByTestId('user-tenant')).toHaveText('Acme');
});

test('an existing user accepts an invitation to Acme, logs in and switches tenant', async ({ page, request }) => {
  const email = uniqueEmail('existing');
  const password = 'existing user passphrase';
  await createActiveUser(request, email, password, 'Eve Existing');
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, 'Eve Existing');
  const mail = await waitForMail(request, email, /invited to Acme/);
  const account = new AccountPages(page);
  await page.goto(linkTo(mail, '/account/invitation/accept'));
  await expect(account.heading('Invitation accepted')).toBeVisible();
  await screenshot(page, 'invitation-accepted');
  await checkScreen(page, 'invitation accepted');

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  const home = new HomePage(page);
  await home.expectSignedIn(email);
  const tenant = page.getByLabel('Active tenant');
  await expect(tenant).toBeVisible();
  await expect(tenant.locator('option')).toHaveCount(2);
  const names = await tenant.locator('option').allTextContents();
  expect([...names].sort()).toEqual(['Acme', 'Eve Existing Co']);
  const current = await tenant.locator('option:checked').textContent();
  const other = names.find((n) => n !== current)!;
  await tenant.selectOption({ label: other });
  await expect(tenant.locator('option:checked')).toHaveText(other);
  await page.reload();
  await expect(page.getByLabel('Active tenant').locator('option:checked')).toHaveText(other);
  await checkScreen(page, 'home with two tenants');
});
