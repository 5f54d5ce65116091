import { AccountPages } from '../pages/account-pages';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';
import { pauseNavigation, screenshot, shootScreen } from '../pages/screenshots';

test('sign up → activation mail → activate → log in', async ({ page, request }) => {
  const account = new AccountPages(page);
  const email = uniqueEmail('signup');
  const password = 'a long passphrase for e2e';

  await page.goto('/account/sign-up');
  await expect(account.heading('Create your account')).toBeVisible();
  await shootScreen(page, 'sign-up');
  await account.signUp({ name: 'Sam Signup', company: 'Signup Labs', email, password });
  await expect(account.heading('You’re all set')).toBeVisible();
  await expect(page.getByText('Follow its link to activate your account')).toBeVisible();
  await shootScreen(page, 'sign-up-success');

  const mail = await waitForMail(request, email, /activate/i);
  await page.goto(linkTo(mail, '/account/activate'));
  const form = account.heading('Set a password to activate your account');
  const confirm = account.heading(/^Activate your account$/);
  const done = account.heading('Your account is active');
  // Opening the link only asks; the click (or the password form) activates.
  await expect(form.or(confirm)).toBeVisible();
  await expect(done).toBeHidden();
  await checkScreen(page, 'activation');
  // The success screen's move on (a page load) waits until it is shot and checked (both widths and 320 px take a while).
  const onwards = await pauseNavigation(page, (url) => url.origin === ENV.demo && !url.pathname.startsWith('/account/activate'));
  if (await form.isVisible()) await account.setNewPassword(password, 'Activate account');
  else await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(done).toBeVisible();
  await screenshot(page, 'activate-success');
  await checkScreen(page, 'activation success');
  await onwards();

  const login = new LoginPage(page);
  // Activation signs the user in, then sends them on; log out and sign in with the password to prove it.
  await page.waitForURL((u) => !u.pathname.startsWith('/account/activate'));
  const home = new HomePage(page);
  if (!page.url().includes('/account/login')) {
    await home.expectSignedIn(email);
    await home.logOut();
  }
  await login.signIn(email, password);
  await home.expectSignedIn(email);
  await expect(page.getByTestId('user-name')).toHaveText('Sam Signup');
  await expect(page.getByTestId('user-tenant')).toHaveText('Signup Labs');
  await checkScreen(page, 'home');
});
