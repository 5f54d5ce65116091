import { AccountPages } from '../pages/account-pages';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';
import { shootScreen } from '../pages/screenshots';

test('forgot password → mail → reset → old password refused, new accepted', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'the old passphrase 1';
  const newPassword = 'the brand new passphrase 2';
  await createActiveUser(request, email, oldPassword);
  const account = new AccountPages(page);

  await page.goto('/account/forget-password');
  await expect(account.heading('Forgot your password?')).toBeVisible();
  await shootScreen(page, 'forgot-password');
  await account.requestReset(email);
  await expect(account.heading('Check your email')).toBeVisible();
  await checkScreen(page, 'forgot password sent');

  const mail = await waitForMail(request, email, /reset your password/i);
  await page.goto(linkTo(mail, '/account/reset-password'));
  await expect(account.heading('Choose a new password')).toBeVisible();
  await shootScreen(page, 'reset-password');
  await account.setNewPassword(newPassword, 'Reset password');
  await expect(account.heading('Your password has been reset')).toBeVisible();
  await checkScreen(page, 'reset password success');

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, oldPassword);
  await expect(login.alert()).toHaveText('Invalid email or password');
  await login.submitPassword(newPassword);
  await new HomePage(page).expectSignedIn(email);
});
