import type { Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { addVirtualAuthenticator, enablePasskeys, PASSKEY_DEMO, restoreStrategies } from '../pages/passkeys';
import { PHONE, screenshot, shootScreen } from '../pages/screenshots';

const PASSWORD = 'passkey journey passphrase';
let before: Awaited<ReturnType<typeof enablePasskeys>>;

test.beforeAll(async ({ request }) => {
  before = await enablePasskeys(request);
});
test.afterAll(async ({ request }) => {
  await restoreStrategies(request, before);
});

/** Signs in with e-mail and password on the localhost demo; the passkey prompt follows for a user without passkeys. */
async function passwordLogin(page: Page, email: string) {
  const login = new LoginPage(page, `${PASSKEY_DEMO}/account/login`);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Sign in faster with a passkey' })).toBeVisible();
  return login;
}

test('platform passkey: offered on sign-in, prompt skipped, enrolled in Privacy, then the e-mail field autofill signs in', async ({ page, request }) => {
  const email = uniqueEmail('passkey');
  await createActiveUser(request, email, PASSWORD, 'Pat Passkey');
  await addVirtualAuthenticator(page, 'platform');
  await page.goto(`${PASSKEY_DEMO}/account/login`);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await shootScreen(page, 'login-passkey');
  await passwordLogin(page, email);
  await shootScreen(page, 'login-passkey-prompt');
  await page.getByRole('button', { name: 'Not now' }).click();
  const home = new HomePage(page);
  await home.expectSignedIn(email);

  const portal = new AdminPortalPage(page);
  await portal.open();
  await portal.go('Privacy');
  await page.getByRole('tab', { name: 'Passkeys' }).click();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  const row = portal.tableRow('Your passkeys', 'Passkey 1');
  await expect(row).toContainText('This device');
  await checkScreen(page, 'admin privacy passkeys');
  await screenshot(page, 'admin-privacy-passkeys-desktop', { fullPage: true });

  // Log out: the login page asks the browser for a passkey in the e-mail field's autofill (conditional UI); the
  // virtual authenticator answers it, so the user is signed in without typing anything.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await home.expectSignedIn(email);
});

test('security key from the prompt at phone width, sign in with the passkey button, then removed in Privacy', async ({ page, request }) => {
  const email = uniqueEmail('seckey');
  await createActiveUser(request, email, PASSWORD, 'Sam Securitykey');
  // A browser without passkey autofill: only the button signs in with a passkey.
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => false });
  });
  await addVirtualAuthenticator(page, 'cross-platform');
  await page.setViewportSize(PHONE);
  await passwordLogin(page, email);
  await checkScreen(page, 'passkey prompt (phone)');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const home = new HomePage(page);
  await home.expectSignedIn(email);

  await home.logOut();
  const login = new LoginPage(page, `${PASSKEY_DEMO}/account/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await home.expectSignedIn(email);
  await expect(login.password()).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const portal = new AdminPortalPage(page);
  await portal.open();
  await portal.go('Privacy');
  await page.getByRole('tab', { name: 'Passkeys' }).click();
  const row = portal.tableRow('Your passkeys', 'Security key 1');
  await expect(row).toContainText('Security key or phone');
  await expect(row).not.toContainText('Never');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'admin-privacy-passkeys-phone', { fullPage: true });
  await page.getByRole('button', { name: 'Remove Security key 1' }).click();
  const dialog = portal.dialog('Remove this passkey?');
  await checkScreen(page, 'remove passkey dialog');
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});
