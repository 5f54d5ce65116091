import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { LoginPage } from '../pages/login-page';

test('the demo opens the hosted admin portal in a new tab: ready, strict CSP with a nonce, dialogs work', async ({ page }) => {
  await page.context().addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(ENV.admin, ENV.password);
  await expect(page).toHaveURL(/\/$/);
  const [hosted] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Hosted portal' }).click()]);
  const portal = new AdminPortalPage(hosted);
  await expect(portal.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  await expect(hosted).toHaveURL(/\/oauth\/portal\?ui_locales=en$/);
  expect(await hosted.locator('meta[name="csp-nonce"]').getAttribute('content')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  await portal.go('Users');
  await hosted.getByRole('button', { name: 'Invite user' }).click();
  await expect(portal.dialog('Invite user')).toBeVisible();
  // Radix's scroll lock injected its <style> with the page's nonce, and the CSP let it in (no violation below).
  await expect(hosted.locator('style[nonce]')).not.toHaveCount(0);
  await checkScreen(hosted, 'hosted admin portal, invite dialog open');
  await hosted.keyboard.press('Escape');
  await expect(portal.dialog('Invite user')).toBeHidden();
});
