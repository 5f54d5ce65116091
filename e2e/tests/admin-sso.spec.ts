import type { Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { screenshot } from '../pages/screenshots';
import { startSamlIdp, startSsoDns } from '../pages/sso-idp';

const PASSWORD = 'a long passphrase for e2e';

/** From the login box's e-mail step to the IdP's sign-in page (after the 2000 ms SSO redirect). */
async function startSsoLogin(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-login-step="redirectToSSO"]')).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${email}` }).click({ timeout: 10_000 });
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
    await page.getByLabel('E-mail domain').fill(domain);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const card = page.getByRole('region', { name: 'Domain verification' });
    const txt = card.getByRole('textbox', { name: /Publish this DNS TXT record/ });
    await expect(txt).toHaveValue(/^portico-verification=[0-9a-f]{32}$/);
    dns.txt.set(domain, [await txt.inputValue()]);
    await card.getByRole('button', { name: 'Verify domain' }).click();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();

    await page.getByLabel('Upload metadata file').setInputFiles({ name: 'idp.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.metadata()) });
    await expect(page.getByText('Metadata applied')).toBeVisible();
    await expect(page.getByLabel('SSO URL')).toHaveValue(`${idp.url}/sso`);
    await page.getByRole('group', { name: 'Default roles' }).getByRole('checkbox', { name: 'Support' }).check();
    await page.getByRole('button', { name: 'Save default roles' }).click();
    await expect(page.getByText('Default roles saved')).toBeVisible();
    await page.getByRole('button', { name: 'Turn SSO on' }).click();
    await expect(page.getByRole('heading', { name: 'SSO is on' })).toBeVisible();
    await checkScreen(page, 'admin sso');
    await screenshot(page, 'admin-sso', { fullPage: true });

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
