import { createHash, randomBytes } from 'node:crypto';
import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { shootScreen } from '../pages/screenshots';

// The server's public URL in the e2e config is the gate's origin (gate, API and hosted pages behind one proxy).
const ORIGIN = `http://127.0.0.1:${process.env.GATE_PORT ?? 5174}`;

test('in Hebrew: choose the language in the demo, sign in, open the portal and invite a user; the choice survives a reload', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
  await expect(page).toHaveTitle('התחברות · Portico demo');
  await shootScreen(page, 'hebrew-login');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('אימייל', { exact: true }).fill(ENV.admin);
  await page.getByRole('button', { name: 'המשך', exact: true }).click();
  await page.getByLabel('סיסמה', { exact: true }).fill(ENV.password);
  await page.getByRole('button', { name: 'התחברות', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^שלום, / })).toBeVisible();
  await expect(page).toHaveTitle('דף הבית · Portico demo');

  await page.getByRole('navigation', { name: 'הדגמה' }).getByRole('link', { name: 'פורטל ניהול' }).click();
  const portal = new AdminPortalPage(page);
  await expect(portal.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  await expect(portal.root()).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: 'אזורי ניהול' });
  await nav.getByRole('link', { name: 'משתמשים', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'משתמשים' })).toBeFocused();
  await expect(page).toHaveTitle('משתמשים · ניהול · Portico demo');
  await expect(page.getByRole('table', { name: 'משתמשים' }).getByRole('row').nth(1)).toBeVisible();
  await shootScreen(page, 'hebrew-admin-users', { fullPage: true });

  const email = uniqueEmail('hebrew-invitee');
  await page.getByRole('button', { name: 'הזמנת משתמש' }).click();
  const dialog = page.getByRole('dialog', { name: 'הזמנת משתמש' });
  await dialog.getByLabel('שם', { exact: true }).fill('נועה לוי');
  await dialog.getByLabel('אימייל', { exact: true }).fill(email);
  await shootScreen(page, 'hebrew-invite-dialog');
  await dialog.getByRole('button', { name: 'שליחת הזמנה' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'משתמשים' }).getByRole('row').filter({ hasText: email })).toBeVisible();
  // Dates follow the account's settings, not the language: the seeded account keeps the server's defaults (UTC, DD/MM/YYYY).
  const joined = await page.getByRole('table', { name: 'משתמשים' }).getByRole('row').filter({ hasText: email }).locator('[data-column="createdAt"]').textContent();
  expect(joined).toBe(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()));

  // Back to English for the next visitor of this browser profile (the choice lives in localStorage).
  await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
});

test('the hosted login follows ui_locales, then the browser\'s languages; the hosted portal too', async ({ page, browser }) => {
  // ui_locales on the authorize request reaches the hosted login through its redirectUrl.
  const authorize = new URL(`${ORIGIN}/frontegg/oauth/authorize`);
  const challenge = createHash('sha256').update(randomBytes(48).toString('base64url')).digest('base64url');
  for (const [k, v] of Object.entries({ client_id: 'portico-demo', redirect_uri: `${ORIGIN}/oauth/callback`, response_type: 'code', scope: 'openid email',
    state: 'hebrew-state', code_challenge: challenge, code_challenge_method: 'S256', ui_locales: 'he en' })) authorize.searchParams.set(k, v);
  await page.goto(authorize.toString());
  await expect(page).toHaveURL((u) => u.pathname === '/oauth/account/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
  await expect(page).toHaveTitle('התחברות · Portico');
  await shootScreen(page, 'hebrew-hosted-login');

  // No ui_locales: a browser that prefers Hebrew (Accept-Language, navigator.languages) gets Hebrew; English stays the default.
  const hebrewBrowser = await browser.newContext({ locale: 'he-IL' });
  const other = await hebrewBrowser.newPage();
  await recordCspViolations(other);
  await other.goto(`${ORIGIN}/oauth/account/login`);
  await expect(other.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
  await other.getByLabel('אימייל', { exact: true }).fill(ENV.admin);
  await other.getByRole('button', { name: 'המשך', exact: true }).click();
  await other.getByLabel('סיסמה', { exact: true }).fill(ENV.password);
  const signedIn = other.waitForResponse((r) => r.url().endsWith('/auth/v1/user') && r.request().method() === 'POST');
  await other.getByRole('button', { name: 'התחברות', exact: true }).click();
  expect((await signedIn).status()).toBe(200);
  await other.goto(`${ORIGIN}/oauth/portal`);
  const portal = new AdminPortalPage(other);
  await expect(portal.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other).toHaveTitle(/ · ניהול · Portico$/);
  await checkScreen(other, 'hosted portal in Hebrew');
  await hebrewBrowser.close();

  await page.goto(`${ORIGIN}/oauth/account/login?ui_locales=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
