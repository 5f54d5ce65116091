import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { waitForSmsCode } from '../pages/passwordless';
import { shootScreen } from '../pages/screenshots';
import { codeAt } from '../pages/totp';

test('enrol TOTP → log out → log in with TOTP → a recovery code works once', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('mfa');
  const password = 'mfa journey passphrase';
  await createActiveUser(request, email, password, 'Mia Factor');
  const login = new LoginPage(page);
  const home = new HomePage(page);

  await login.open();
  await login.signIn(email, password);
  await home.expectSignedIn(email);
  const secret = await home.startMfaEnrolment();
  await shootScreen(page, 'demo-mfa-app-enrol', { fullPage: true });
  const recoveryCode = await home.finishMfaEnrolment(codeAt(secret, 0));
  await checkScreen(page, 'mfa recovery code');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('An authenticator app protects this account.')).toBeVisible();
  await home.logOut();

  await login.signIn(email, password);
  await expect(login.mfaHeading()).toBeVisible();
  await shootScreen(page, 'login-mfa-app');
  await login.typeCode(codeAt(secret, 1));
  await home.expectSignedIn(email);
  await home.logOut();

  await login.signIn(email, password);
  await expect(login.mfaHeading()).toBeVisible();
  await login.useRecoveryCode(recoveryCode);
  await home.expectSignedIn(email);
  await home.logOut();

  // The same recovery code a second time is refused.
  await login.signIn(email, password);
  await expect(login.mfaHeading()).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await shootScreen(page, 'login-mfa-recovery-code');
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(login.alert()).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
});

test('enrol SMS MFA → step up with a texted code → log out → log in with a texted code', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('sms-mfa');
  const password = 'sms mfa journey passphrase';
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await createActiveUser(request, email, password, 'Sam Texter');
  const login = new LoginPage(page);
  const home = new HomePage(page);

  await login.open();
  await login.signIn(email, password);
  await home.expectSignedIn(email);
  await home.startSmsEnrolment(phone);
  await shootScreen(page, 'demo-mfa-sms-enrol', { fullPage: true });
  const enrolCode = await waitForSmsCode(request, phone, /verification code/);
  await home.finishSmsEnrolment(enrolCode);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('mfa-sms-device')).toContainText(`Text messages to ${phone} protect this account.`);

  // The session is still password-only: the sensitive action asks for the texted code (sent at once) first.
  await page.getByRole('link', { name: 'Sensitive action' }).click();
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  await expect(page.getByText(/Enter the 6-digit code we texted to \+4•+\d{4} to continue\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  await shootScreen(page, 'step-up-sms');
  const stepUpCode = await waitForSmsCode(request, phone, /verification code/, enrolCode);
  await login.typeCode(stepUpCode);
  await expect(page).toHaveURL(/\/sensitive$/);
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  await expect(page.getByTestId('sensitive-done')).toBeVisible();

  await page.goto('/');
  await home.logOut();
  await login.signIn(email, password);
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(/Enter the 6-digit code we texted to \+4•+\d{4}\./)).toBeVisible();
  await shootScreen(page, 'login-mfa-sms');
  await login.typeCode(await waitForSmsCode(request, phone, /verification code/, stepUpCode));
  await home.expectSignedIn(email);
});
