import type { Page } from '@playwright/test';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';
import { useStrategy, waitForSmsCode } from '../pages/passwordless';
import { shootScreen as shoot } from '../pages/screenshots';

const PASSWORD = 'a long enough passphrase 7';
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

// Other journeys sign in with a password: every journey here puts the vendor's strategy back.
test.afterEach(async ({ request }) => useStrategy(request, 'EmailAndPassword'));

test('login methods page → magic link from the mailbox, single use → email code', async ({ page, request }) => {
  const email = uniqueEmail('magic');
  await createActiveUser(request, email, PASSWORD);
  const login = new LoginPage(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Login methods' }).click();
  await expect(heading(page, 'Login methods')).toBeVisible();
  await page.getByRole('radio', { name: /Magic link/ }).click();
  await expect(page.getByText('Saved: the login page now uses Magic link.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Magic link/ })).toBeChecked();
  // The social provider settings below (secret write-only) are part of the checked screen.
  await expect(page.getByRole('form', { name: 'Google' }).getByLabel('Google client secret')).toHaveValue('');
  await shoot(page, 'login-methods');

  await login.open();
  await login.email().fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(login.step()).toHaveAttribute('data-login-step', 'magicLinkPreLoginSuccess');
  await shoot(page, 'login-magic-link-sent');
  const link = linkTo(await waitForMail(request, email, /sign-in link/i), '/account/login/magic-link');
  await page.goto(link);
  const home = new HomePage(page);
  await home.expectSignedIn(email);
  await home.logOut();
  await expect(login.email()).toBeVisible();
  await page.waitForLoadState('load');

  await page.goto(link);
  await expect(heading(page, 'This sign-in link can’t be used')).toBeVisible();
  await expect(page.locator('.portico-root').getByRole('alert')).toHaveText('This sign-in link was already used. Request a new one from the login page');
  await shoot(page, 'login-magic-link-used');

  await useStrategy(request, 'Code');
  await login.open();
  await login.email().fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(login.step()).toHaveAttribute('data-login-step', 'loginWithOtc');
  await shoot(page, 'login-email-code');
  const code = (await waitForMail(request, email, /sign-in code/i)).codes[0]!;
  await login.typeCode(code === '000000' ? '111111' : '000000');
  await expect(login.alert()).toHaveText('The code is incorrect. Check it and try again');
  // Clear the wrong digits as a person would, from the last box back.
  await page.getByLabel('Digit 6 of 6').click();
  for (let i = 0; i < 7; i++) await page.keyboard.press('Backspace');
  await login.typeCode(code);
  await home.expectSignedIn(email);
});

test('SMS code: quick sign-up adds the phone, the next login texts it', async ({ page, request }) => {
  const email = uniqueEmail('sms');
  const phone = `+4477009${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
  await createActiveUser(request, email, PASSWORD);
  await useStrategy(request, 'SmsCode');
  const login = new LoginPage(page);
  const home = new HomePage(page);

  await login.open();
  await login.email().fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(login.step()).toHaveAttribute('data-login-step', 'loginWithSmsOtc');
  await shoot(page, 'login-sms-code');
  // No phone on the account yet: the code came by email.
  await login.typeCode((await waitForMail(request, email, /sign-in code/i)).codes[0]!);
  await expect(heading(page, 'Sign in faster with your phone')).toBeVisible();
  await shoot(page, 'login-quick-sms');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(heading(page, 'Confirm your phone')).toBeVisible();
  await shoot(page, 'login-quick-sms-verify');
  await login.typeCode(await waitForSmsCode(request, phone, /verification code/));
  await home.expectSignedIn(email);
  await home.logOut();

  await login.email().fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(login.step()).toHaveAttribute('data-login-step', 'loginWithSmsOtc');
  await login.typeCode(await waitForSmsCode(request, phone, /sign-in code/));
  await home.expectSignedIn(email);

  await page.goto('/mailbox');
  await expect(page.getByRole('region', { name: 'Text messages' }).getByText(`To ${phone}`).first()).toBeVisible();
  await checkScreen(page, 'dev mailbox with texts');
});

test('phone reset: email code → new phone → SMS code login', async ({ page, request }) => {
  const email = uniqueEmail('phone-reset');
  const phone = `+4477008${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
  await createActiveUser(request, email, PASSWORD);
  await useStrategy(request, 'SmsCode');
  const login = new LoginPage(page);

  await login.open();
  await login.email().fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Lost your phone?' }).click();
  await expect(heading(page, 'Lost your phone?')).toBeVisible();
  await shoot(page, 'reset-phone');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(heading(page, 'Check your email')).toBeVisible();
  await shoot(page, 'reset-phone-verify');
  await login.typeCode((await waitForMail(request, email, /reset your phone/i)).codes[0]!);
  await expect(heading(page, 'Set your new phone number')).toBeVisible();
  await shoot(page, 'reset-phone-change');
  await page.getByLabel('New mobile number').fill(phone);
  await page.getByRole('button', { name: 'Save and text me a code' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(login.step()).toHaveAttribute('data-login-step', 'loginWithSmsOtc');
  await login.typeCode(await waitForSmsCode(request, phone, /sign-in code/));
  await new HomePage(page).expectSignedIn(email);
});
