import { Secret, TOTP } from 'otpauth';
import { apiLogin, createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { addVirtualAuthenticator, PASSKEY_DEMO } from '../pages/passkeys';
import { shootScreen } from '../pages/screenshots';

const PASSWORD = 'security key journey passphrase';

test('security key as MFA: enrolled when the account forces MFA (SMS and WebAuthn offered), second factor at login, step-up before the sensitive action, old session gone', async ({ page, request }) => {
  test.setTimeout(45_000);
  const email = uniqueEmail('hwk');
  await createActiveUser(request, email, PASSWORD, 'Hana Hardware');
  // The user's own account forces MFA (the tenant's MFA policy).
  const forced = await request.post(`${ENV.server}/frontegg/identity/resources/configurations/v1/mfa-policy`, {
    headers: { 'x-portico-source': 'e2e', authorization: `Bearer ${await apiLogin(request, email, PASSWORD)}` }, data: { enforceMFAType: 'Force' },
  });
  expect(forced.status(), await forced.text()).toBe(200);
  await addVirtualAuthenticator(page, 'cross-platform');
  const login = new LoginPage(page, `${PASSKEY_DEMO}/account/login`);
  const home = new HomePage(page);
  const choose = async () => {
    await login.open();
    await login.signIn(email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
    await expect(page.getByText('Your organization requires two-factor authentication.')).toBeVisible();
    await expect(page.locator('.portico-mfa-method')).toHaveText(['Authenticator app', 'Email code', 'Text message', 'Security key or this device']);
  };

  // Forced enrolment offers each allowed strategy: text messages lead to the phone step…
  await choose();
  await checkScreen(page, 'forced MFA: choose a method');
  await page.getByRole('button', { name: 'Text message' }).click();
  await expect(page.getByRole('heading', { name: 'Add your phone' })).toBeVisible();
  await shootScreen(page, 'mfa-enrol-sms');

  // …and, signing in again, the security key is enrolled; the recovery code is shown once, then the login finishes.
  await choose();
  await page.getByRole('button', { name: 'Security key or this device' }).click();
  await expect(page.getByRole('heading', { name: 'Add a security key' })).toBeVisible();
  await shootScreen(page, 'mfa-enrol-webauthn');
  await page.getByRole('button', { name: 'Use a security key' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await home.expectSignedIn(email);
  await expect(home.securityKeys()).toHaveText([/Security key 1/]);
  await expect(page.getByTestId('mfa-keys-only')).toBeVisible();
  await shootScreen(page, 'demo-security-keys', { fullPage: true });
  // An authenticator app as well: login and step-up first ask which kind to use.
  const secret = await home.startMfaEnrolment();
  await home.finishMfaEnrolment(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Done' }).click();

  // Log in again: the key is the second factor; remembering the device makes the next login password-only.
  await home.logOut();
  await login.signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
  await shootScreen(page, 'login-mfa-choose-method');
  await page.getByRole('button', { name: 'Security key or this device' }).click();
  await expect(page.getByRole('heading', { name: 'Use your security key' })).toBeVisible();
  await shootScreen(page, 'login-mfa-webauthn');
  await page.getByLabel(/Remember this device/).check();
  await page.getByRole('button', { name: 'Use security key' }).click();
  await home.expectSignedIn(email);
  await home.logOut();
  await login.signIn(email, PASSWORD);
  await home.expectSignedIn(email);

  // The sensitive action needs a recent second factor: step up with the key; the generate call shows the old token.
  await page.getByRole('link', { name: 'Sensitive action' }).click();
  await expect(page.getByTestId('step-up-status')).toHaveText('Not verified recently');
  const generate = page.waitForRequest(/\/auth\/v1\/user\/step-up\/generate$/);
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  const oldToken = (await generate).headers().authorization!;
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await shootScreen(page, 'step-up-choose-method');
  await page.getByRole('button', { name: 'Security key or this device' }).click();
  await expect(page.getByRole('button', { name: 'Use security key' })).toBeVisible();
  await shootScreen(page, 'step-up-webauthn');
  await page.getByRole('button', { name: 'Use security key' }).click();
  await expect(page).toHaveURL(/\/sensitive$/);
  await expect(page.getByTestId('step-up-status')).toHaveText('Verified with a second factor');
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  await expect(page.getByTestId('sensitive-done')).toBeVisible();

  // The weaker session the step-up replaced is revoked: its token is refused.
  const me = (authorization: string) => request.get(`${ENV.server}/frontegg/identity/resources/users/v2/me`, { headers: { authorization } });
  expect((await me(oldToken)).status()).toBe(401);

  // Back on the account page the key can be removed.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await page.getByRole('button', { name: 'Remove Security key 1' }).click();
  await expect(home.securityKeys()).toHaveCount(0);
});
