import { startGithubStandIn, startOidcStandIn, type StandInAccount } from '../../apps/server/src/test/social-idp';
import { createActiveUser } from '../pages/api';
import { expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { shootScreen } from '../pages/screenshots';
import { codeAt } from '../pages/totp';
import { configureProvider, SocialLogin, turnOffProvider } from '../pages/social-login';

const accounts = new Map<string, StandInAccount>();
let oidc: Awaited<ReturnType<typeof startOidcStandIn>>;
let github: Awaited<ReturnType<typeof startGithubStandIn>>;

test.beforeAll(async ({ request }) => {
  [oidc, github] = await Promise.all([startOidcStandIn([`${ENV.demo}/account/social/success`], accounts), startGithubStandIn()]);
  await configureProvider(request, 'google', { issuer: oidc.issuer });
  await configureProvider(request, 'github', github.endpoints);
});
test.afterAll(async ({ request }) => {
  await turnOffProvider(request, 'google');
  await turnOffProvider(request, 'github');
  await Promise.all([oidc?.close(), github?.close()]);
});

test('social login through the OIDC stand-in creates a new user and signs them in', async ({ page }) => {
  const email = uniqueEmail('google');
  accounts.set('ada', { sub: `google-${email}`, email, email_verified: true, name: 'Ada Social' });
  const login = new LoginPage(page);
  const social = new SocialLogin(page);
  await login.open();
  await expect(social.button('Google')).toBeVisible();
  await expect(social.button('GitHub')).toBeVisible();
  await shootScreen(page, 'login-social');

  await social.button('Google').click();
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
  await social.signInAtStandIn('ada');
  await new HomePage(page).expectSignedIn(email);
  await expect(page.getByTestId('user-name')).toHaveText('Ada Social');
});

test('GitHub-style login (no ID token, verified address from /user/emails); a refused callback says so', async ({ page }) => {
  const email = uniqueEmail('octo');
  github.state.next = { id: Date.now(), login: 'octo', name: 'Octo Cat', emails: [{ email, primary: true, verified: true }] };
  const login = new LoginPage(page);
  const social = new SocialLogin(page);
  await login.open();
  await social.button('GitHub').click();
  await new HomePage(page).expectSignedIn(email);
  await new HomePage(page).logOut();
  // Logging out ends on the login page; navigating before that would race the app's own redirect.
  await page.waitForURL(/\/account\/login/);

  // A callback this tab never started (no PKCE verifier, tampered state) is refused with the spec's message.
  // The logout may still finish with a page load of its own, which interrupts a navigation started now: retry then.
  await expect(async () => {
    await page.goto('/account/social/success?code=forged&state=forged');
    await expect(page.getByRole('heading', { name: 'We couldn’t sign you in' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('.portico-root').getByRole('alert')).toHaveText('Failed to authenticate');
  await shootScreen(page, 'login-social-failed');
});

test('step-up with TOTP before the demo’s sensitive action, then back to the saved page', async ({ page, request }) => {
  const email = uniqueEmail('stepup');
  const password = 'step-up journey passphrase';
  await createActiveUser(request, email, password, 'Stella Step');
  const login = new LoginPage(page);
  const home = new HomePage(page);
  await login.open();
  await login.signIn(email, password);
  await home.expectSignedIn(email);
  const secret = await home.startMfaEnrolment();
  await home.finishMfaEnrolment(codeAt(secret, 0));
  await page.getByRole('button', { name: 'Done' }).click();

  // Signed in with a password only: the sensitive action first asks for the second factor.
  await page.getByRole('link', { name: 'Sensitive action' }).click();
  await expect(page.getByTestId('step-up-status')).toHaveText('Not verified recently');
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  await expect(page).toHaveURL(/\/account\/step-up\?maxAge=300$/);
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await shootScreen(page, 'step-up-otp');
  await login.typeCode(codeAt(secret, 1));

  // Back on the saved page with a multi-factor token: the action runs.
  await expect(page).toHaveURL(/\/sensitive$/);
  await expect(page.getByTestId('step-up-status')).toHaveText('Verified with a second factor');
  await page.getByRole('button', { name: 'Record a sensitive action' }).click();
  await expect(page.getByTestId('sensitive-done')).toBeVisible();
  await shootScreen(page, 'demo-sensitive-action', { fullPage: true });
});
