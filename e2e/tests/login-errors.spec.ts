import { createActiveUser } from '../pages/api';
import { expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { waitForMail } from '../pages/mailbox';
import { shootScreen } from '../pages/screenshots';

test('the seeded admin signs in and sees name, email, tenant and roles', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shootScreen(page, 'login');
  await login.submitEmail(ENV.admin);
  await shootScreen(page, 'login-password');
  await login.submitPassword(ENV.password);
  const home = new HomePage(page);
  await home.expectSignedIn(ENV.admin);
  await expect(page.getByTestId('user-tenant')).toHaveText('Acme');
  await expect(page.getByTestId('user-roles')).toContainText('Admin');
  await shootScreen(page, 'home');
  await home.logOut();
});

test('a wrong password shows the server’s message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(ENV.member, 'not the password');
  await expect(login.alert()).toHaveText('Invalid email or password');
  await expect(login.password()).toBeVisible();
  await shootScreen(page, 'login-error');
});

test('lockout after the policy’s 5 failed attempts: the right password is refused and a mail is sent', async ({ page, request }) => {
  const email = uniqueEmail('lockout');
  const password = 'lockout passphrase ok';
  await createActiveUser(request, email, password);
  const login = new LoginPage(page);
  await login.open();
  await login.submitEmail(email);
  const attempt = async (pw: string) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/auth/v1/user') && r.request().method() === 'POST');
    await login.submitPassword(pw);
    return (await answer).status();
  };
  for (let i = 0; i < 5; i++) {
    expect(await attempt(`wrong password ${i}`)).toBe(401);
    await expect(login.alert()).toHaveText('Invalid email or password');
  }
  // Locked: the right password is answered exactly like a wrong one.
  expect(await attempt(password)).toBe(401);
  await expect(login.alert()).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/account\/login/);
  const mail = await waitForMail(request, email, /locked/i);
  expect(mail.text).toContain('5 failed sign-in attempts');
});
