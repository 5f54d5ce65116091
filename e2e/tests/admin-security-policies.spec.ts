import { addMember, freshTenant, SecurityPage } from '../pages/security-page';
import { checkScreen, expect, test } from '../pages/checks';
import { LoginPage } from '../pages/login-page';
import { screenshot } from '../pages/screenshots';

// Security → sessionManagement / generalSettings saved through the portal and enforced by the server, each journey in a
// fresh tenant so its policies reach no other journey.

test('lockout 3: three wrong passwords lock the account, and the locked answer is the same as any failure', async ({ page, request, browser }) => {
  const tenant = await freshTenant(request, 'lock');
  const member = await addMember(request, tenant, 'lockm');
  const security = new SecurityPage(page);
  await security.signInAndOpen(tenant.owner, tenant.password);
  await security.go('Security');
  await security.openTab('General settings');
  await expect(page.locator('[data-form="lockoutPolicy"]')).toBeVisible();
  await checkScreen(page, 'admin security general settings');
  await screenshot(page, 'admin-security-general-settings', { fullPage: true });
  await security.setCounted('lockoutPolicy', 3);

  const context = await browser.newContext();
  const login = new LoginPage(await context.newPage());
  await login.open();
  await login.submitEmail(member.email);
  for (let i = 0; i < 3; i++) {
    await login.submitPassword(`wrong guess ${i}`);
    await expect(login.alert()).toHaveText('Invalid email or password');
  }
  // The right password now: refused with exactly the message of a wrong one.
  await login.submitPassword(member.password);
  await expect(login.alert()).toHaveText('Invalid email or password');
  await expect(login.password()).toBeVisible();
  await context.close();
});

test('password history: the previous password is refused at change', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'hist');
  const security = new SecurityPage(page);
  await security.signInAndOpen(tenant.owner, tenant.password);
  await security.go('Security');
  await security.openTab('General settings');
  await security.setCounted('passwordHistoryPolicy', 3);

  const change = async (current: string, next: string) => {
    await security.go('Profile');
    const dialog = security.dialog('Change password');
    // The click may land while the section re-renders (its address just changed) and be lost: open until it shows.
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByLabel('Current password')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByLabel('Current password').fill(current);
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password').fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    return dialog;
  };
  const second = 'hist second passphrase';
  await expect(await change(tenant.password, second)).toBeHidden();
  const dialog = await change(second, tenant.password);
  await expect(dialog.getByRole('alert')).toHaveText('Password was used recently, please choose another one');
});

test('idle timeout: a session idle past the timeout is refused at refresh and sent to login', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'idle');
  const security = new SecurityPage(page);
  await security.signInAndOpen(tenant.owner, tenant.password);
  await security.go('Security');
  await expect(page.getByRole('group', { name: 'Idle session timeout' })).toBeVisible();
  await checkScreen(page, 'admin security session management');
  await screenshot(page, 'admin-security-session-management', { fullPage: true });
  await security.setSessionPolicy('Idle session timeout', 2);
  await page.waitForTimeout(3_000);
  // A reload restores the session with a refresh: idle too long, so the server refuses it and the demo asks to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/account\/login/, { timeout: 15_000 });
});

test('max sessions 1: signing in from a second browser logs the first out', async ({ page, request, browser }) => {
  const tenant = await freshTenant(request, 'max');
  const security = new SecurityPage(page);
  await security.signInAndOpen(tenant.owner, tenant.password);
  await security.go('Security');
  await security.setSessionPolicy('Maximum concurrent sessions', 1);

  const second = await browser.newContext();
  const other = new SecurityPage(await second.newPage());
  await other.signInAndOpen(tenant.owner, tenant.password);
  await other.go('Privacy');
  await expect(other.page.getByRole('region', { name: 'Session limits of your account' })).toContainText('Sessions at once: at most 1;');

  // The first browser's session was ended by the server: its next load is sent to login.
  await page.reload();
  await expect(page).toHaveURL(/\/account\/login/, { timeout: 15_000 });
  // Control: the newest session survives the same reload.
  await other.page.reload();
  await expect(other.page).not.toHaveURL(/\/account\/login/);
  await expect(other.page.getByTestId('user-email').or(other.root())).toBeVisible({ timeout: 15_000 });
  await second.close();
});
