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

test('idle timeout in minutes: the security centre adjust dialog opens on the stored 30 minutes; a session idle past 1 minute is sent to login', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tenant = await freshTenant(request, 'idle');
  const security = new SecurityPage(page);
  await security.signInAndOpen(tenant.owner, tenant.password);
  await security.go('Security');
  const idle = page.getByRole('group', { name: 'Idle session timeout' });
  await expect(idle).toBeVisible();
  // A new tenant's 3,600 s read as 1 hour, not as seconds.
  await expect(idle.getByRole('textbox', { name: 'Idle timeout' })).toHaveValue('1');
  await expect(idle.getByRole('combobox', { name: 'Unit' })).toHaveValue('hours');
  await checkScreen(page, 'admin security session management');
  await screenshot(page, 'admin-security-session-management', { fullPage: true });
  // The limits in words, before any call.
  await security.setDuration('Idle session timeout', 400, 'days', { active: true, save: false });
  await page.getByRole('button', { name: 'Save session settings' }).click();
  await expect(idle.getByText('Use at most 365 days')).toBeVisible();
  await checkScreen(page, 'admin security session management: limit refused');
  // 30 minutes, switched off: the centre recommends an idle timeout and its dialog starts from the stored 30 minutes.
  await security.setDuration('Idle session timeout', 30, 'minutes', { active: false });
  expect((await security.sessionPolicy(request, tenant)).sessionIdleTimeoutConfiguration).toEqual({ isActive: false, timeout: 1800 });
  await page.getByRole('tab', { name: 'Security center' }).click();
  await page.getByRole('button', { name: 'Adjust idle timeout' }).click();
  const dialog = security.dialog('Idle session timeout');
  await expect(dialog.getByRole('textbox', { name: 'End idle sessions after' })).toHaveValue('30');
  await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveValue('minutes');
  await checkScreen(page, 'admin security centre adjust idle timeout');
  await dialog.getByRole('textbox', { name: 'End idle sessions after' }).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await security.sessionPolicy(request, tenant)).sessionIdleTimeoutConfiguration).toEqual({ isActive: true, timeout: 60 });
  await page.waitForTimeout(62_000);
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
