import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { addVirtualAuthenticator, PASSKEY_DEMO } from '../pages/passkeys';
import { waitForSmsCode } from '../pages/passwordless';
import { shootScreen } from '../pages/screenshots';

const PASSWORD = 'privacy mfa journey passphrase';

test('Privacy → MFA: add a phone and a security key in the portal, then sign in with either (the choose step lists both)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('privacy-mfa');
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await createActiveUser(request, email, PASSWORD, 'Priya Factors');
  await addVirtualAuthenticator(page, 'cross-platform');
  const login = new LoginPage(page, `${PASSKEY_DEMO}/account/login`);
  const home = new HomePage(page);
  const portal = new AdminPortalPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await home.expectSignedIn(email);
  await portal.open();
  await portal.go('Privacy');
  await page.getByRole('tab', { name: 'Multi-factor authentication' }).click();

  // Every kind the vendor allows is offered.
  const add = page.getByRole('region', { name: 'Add a second step' });
  await expect(add.getByRole('button')).toHaveText(['Set up an authenticator app', 'Add a phone for text messages', 'Add a security key', 'Use this device']);
  await shootScreen(page, 'admin-privacy-mfa');

  // SMS: phone → texted code (from the dev SMS outbox) → recovery code.
  await add.getByRole('button', { name: 'Add a phone for text messages' }).click();
  const sms = portal.dialog('Add a phone for text messages');
  await sms.getByLabel('Mobile phone number').fill(phone);
  await shootScreen(page, 'admin-privacy-mfa-sms');
  await sms.getByRole('button', { name: 'Text me a code' }).click();
  await expect(sms.getByText(`Enter the 6-digit code we texted to ${phone}.`)).toBeVisible();
  await checkScreen(page, 'admin privacy mfa sms code');
  const enrolCode = await waitForSmsCode(request, phone, /verification code/);
  await sms.getByLabel('Code', { exact: true }).fill(enrolCode);
  await sms.getByRole('button', { name: 'Turn on' }).click();
  const recovery = portal.dialog('Save your recovery code');
  await expect(recovery.getByLabel('Recovery code')).toHaveValue(/\S{6,}/);
  await shootScreen(page, 'admin-privacy-mfa-recovery');
  await recovery.getByRole('button', { name: 'Done' }).click();
  await expect(recovery).toBeHidden();
  await expect(page.locator('.portico-admin-device[data-kind="sms"]')).toContainText(phone);

  // Security key: the virtual authenticator answers the browser's dialog.
  await add.getByRole('button', { name: 'Add a security key' }).click();
  await expect(recovery.getByLabel('Recovery code')).toHaveValue(/\S{6,}/);
  await recovery.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.portico-admin-device[data-kind="webauthn"]')).toHaveCount(1);

  // Signed in again: both kinds are offered; the texted code passes.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await home.logOut();
  await login.signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a verification method' })).toBeVisible();
  await expect(page.locator('.portico-mfa-method')).toHaveText(['Text message', 'Security key or this device']);
  await checkScreen(page, 'login choose method: sms and security key');
  // Choosing text messages texts the code at once.
  await page.getByRole('button', { name: 'Text message' }).click();
  await expect(page.getByText(/Enter the 6-digit code we texted to \+4•+\d{4}\./)).toBeVisible();
  await login.typeCode(await waitForSmsCode(request, phone, /verification code/, enrolCode));
  await home.expectSignedIn(email);

  // And the security key passes.
  await home.logOut();
  await login.signIn(email, PASSWORD);
  await page.getByRole('button', { name: 'Security key or this device' }).click();
  await page.getByRole('button', { name: 'Use security key' }).click();
  await home.expectSignedIn(email);
});
