import type { Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { pauseNavigation, shootScreen } from '../pages/screenshots';
import type { TestDns } from '../../apps/server/src/test/sso/dns-server';
import { signInAtOidcIdp, startOidcIdpFor, startSamlIdp, startSsoDns } from '../pages/sso-idp';

const PASSWORD = 'a long passphrase for e2e';

/** The login box's e-mail step up to its redirectToSSO step (the IdP's page follows after 2000 ms). */
async function startSsoRedirect(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-login-step="redirectToSSO"]')).toBeVisible();
}

/** From the login box's e-mail step to the SAML IdP's sign-in page, and its sign-in button. */
async function startSsoLogin(page: Page, email: string) {
  await startSsoRedirect(page, email);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click({ timeout: 10_000 });
}

/** Saves the e-mail domain, publishes its TXT record on the loopback DNS and has the portal verify it. */
async function verifyDomain(page: Page, dns: TestDns, domain: string) {
  await page.getByLabel('E-mail domain').fill(domain);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const card = page.getByRole('region', { name: 'Domain verification' });
  const txt = card.getByRole('textbox', { name: /Publish this DNS TXT record/ });
  await expect(txt).toHaveValue(/^portico-verification=[0-9a-f]{32}$/);
  dns.txt.set(domain, [await txt.inputValue()]);
  await card.getByRole('button', { name: 'Verify domain' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
}

/** New SSO users get the Support role; then SSO is switched on. */
async function supportByDefaultAndTurnOn(page: Page) {
  await page.getByRole('group', { name: 'Default roles' }).getByRole('checkbox', { name: 'Support' }).check();
  await page.getByRole('button', { name: 'Save default roles' }).click();
  await expect(page.getByText('Default roles saved')).toBeVisible();
  await page.getByRole('button', { name: 'Turn SSO on' }).click();
  await expect(page.getByRole('heading', { name: 'SSO is on' })).toBeVisible();
}

test('SAML SSO: configure in the portal, verify the domain over DNS, a new user signs in through the IdP with the default role; a tampered answer shows the failure screen', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const [idp, dns] = await Promise.all([startSamlIdp(), startSsoDns()]);
  try {
    const owner = uniqueEmail('sso-owner');
    await createActiveUser(request, owner, PASSWORD, 'Sso Owner');
    const portal = new AdminPortalPage(page);
    await portal.signInAndOpen(owner, PASSWORD);
    await portal.go('Single sign-on');

    const domain = `sso-${Date.now().toString(36)}.test`;
    await verifyDomain(page, dns, domain);

    await page.getByLabel('Upload metadata file').setInputFiles({ name: 'idp.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.metadata()) });
    await expect(page.getByText('Metadata applied')).toBeVisible();
    await expect(page.getByLabel('SSO URL')).toHaveValue(`${idp.url}/sso`);
    await supportByDefaultAndTurnOn(page);
    await shootScreen(page, 'admin-sso', { fullPage: true });

    // A new user of the domain: login box → IdP → ACS → /account/saml/callback → signed in, provisioned with the default role.
    const context = await browser.newContext();
    const user = await context.newPage();
    await recordCspViolations(user);
    idp.next.email = `new.person@${domain}`;
    await startSsoLogin(user, idp.next.email);
    await new HomePage(user).expectSignedIn(idp.next.email);
    await expect(user.getByTestId('user-roles')).toContainText('Support');
    await checkScreen(user, 'signed in through SAML SSO');
    await context.close();

    // An answer altered after signing: the failure screen with the reason, then away after 1 s.
    const tamperedContext = await browser.newContext();
    const victim = await tamperedContext.newPage();
    await recordCspViolations(victim);
    idp.next.email = `second.person@${domain}`;
    idp.next.tampered = true;
    await startSsoLogin(victim, idp.next.email);
    await expect(victim.locator('[data-login-step="loginWithSSOFailed"]')).toBeVisible();
    await expect(victim.locator('.portico-root').getByRole('alert')).toContainText('The SAML response signature is invalid');
    await expect(victim).toHaveURL(/\/account\/login/);
    await tamperedContext.close();
  } finally {
    await Promise.all([idp.close(), dns.close()]);
  }
});

test('OIDC SSO: configure issuer and client in the portal, verify the domain over DNS, a new user signs in at the IdP with the default role; a swapped state shows the failure screen', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const domain = `oidc-${Date.now().toString(36)}.test`;
  const [idp, dns] = await Promise.all([startOidcIdpFor(domain), startSsoDns()]);
  try {
    const owner = uniqueEmail('oidc-owner');
    await createActiveUser(request, owner, PASSWORD, 'Oidc Owner');
    const portal = new AdminPortalPage(page);
    await portal.signInAndOpen(owner, PASSWORD);
    await portal.go('Single sign-on');
    await verifyDomain(page, dns, domain);

    await page.getByLabel('Protocol').selectOption('oidc');
    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel('Client ID').fill(idp.clientId);
    await page.getByLabel('Client secret').fill(idp.clientSecret);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The secret is write-only: the saved form offers to keep it and never shows it.
    await expect(page.getByText('A client secret is saved; leave empty to keep it.')).toBeVisible();
    await expect(page.getByLabel('Client secret')).toHaveValue('');
    await expect(page.getByLabel('Issuer URL')).toHaveValue(idp.issuer);
    await supportByDefaultAndTurnOn(page);
    await shootScreen(page, 'admin-sso-oidc', { fullPage: true });

    // login box → redirectToSSO → the IdP's login and consent → /account/oidc/callback (code + PKCE) → signed in, provisioned.
    const context = await browser.newContext();
    const user = await context.newPage();
    await recordCspViolations(user);
    const email = `ada@${domain}`;
    // The way to the IdP waits until the redirect screen is checked (and shot).
    const toIdp = await pauseNavigation(user, (url) => url.href.startsWith(idp.issuer));
    await startSsoRedirect(user, email);
    await shootScreen(user, 'login-sso-redirect');
    await toIdp();
    await signInAtOidcIdp(user, 'ada');
    await new HomePage(user).expectSignedIn(email);
    await expect(user.getByTestId('user-roles')).toContainText('Support');
    await checkScreen(user, 'signed in through OIDC SSO');
    await context.close();
    // The users table names where the new member comes from.
    await portal.go('Users');
    await expect(portal.userRow(email).locator('.portico-admin-user-managed-by')).toHaveText('OIDC SSO');

    // The IdP's answer comes back with another state: refused, the failure screen with the reason, then away after 1 s.
    const tamperedContext = await browser.newContext();
    const victim = await tamperedContext.newPage();
    await recordCspViolations(victim);
    idp.tamperState.on = true;
    // The failure screen's move on (a page load of the demo's home) waits until it is checked (and shot).
    const onwards = await pauseNavigation(victim, (url) => url.href === `${ENV.demo}/`);
    await startSsoRedirect(victim, `bob@${domain}`);
    await signInAtOidcIdp(victim, 'bob');
    await expect(victim.locator('[data-login-step="loginWithSSOFailed"]')).toBeVisible();
    await expect(victim.locator('.portico-root').getByRole('alert')).toContainText('The OIDC answer does not match a login started here');
    await shootScreen(victim, 'login-sso-failed');
    await onwards();
    await expect(victim).toHaveURL(/\/account\/login/);
    await tamperedContext.close();
  } finally {
    await Promise.all([idp.close(), dns.close()]);
  }
});
