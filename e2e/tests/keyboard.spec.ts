import type { Page } from '@playwright/test';
import { expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { AdminPortalPage, toast } from '../pages/admin-portal';
import { HomePage } from '../pages/home-page';
import { shootScreen } from '../pages/screenshots';

/** Presses Tab until the focused element matches, failing after `max` presses (no mouse anywhere). */
async function tabTo(page: Page, accessibleName: RegExp, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.labels?.[0]?.textContent ?? ''} ${el.textContent ?? ''}`.trim() : '';
    });
    if (accessibleName.test(name)) return;
  }
  throw new Error(`Tab never reached ${accessibleName}`);
}

test('the login journey works with Tab and Enter only', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await tabTo(page, /^Email/);
  await page.keyboard.type(ENV.member);
  await page.keyboard.press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  if (!(await password.evaluate((el) => el === document.activeElement))) await tabTo(page, /^Password/);
  await page.keyboard.type(ENV.password);
  await page.keyboard.press('Enter');
  const home = new HomePage(page);
  await home.expectSignedIn(ENV.member);
  await tabTo(page, /^Log out$/, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login/);
});

// The server's public URL in the e2e config is the gate's origin (gate, API and hosted page behind one proxy).
const ORIGIN = `http://127.0.0.1:${process.env.GATE_PORT ?? 5174}`;

/** Notes on the page whenever the focus falls to <body> (what a disabled, focused button used to do). */
async function watchFocusDrops(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __focusDrops?: number };
    w.__focusDrops = 0;
    document.addEventListener('focusout', () => setTimeout(() => void (document.activeElement === document.body && w.__focusDrops!++)));
  });
}
const focusDrops = (page: Page) => page.evaluate(() => (window as Window & { __focusDrops?: number }).__focusDrops);

for (const [where, path] of [['demo', '/account/login'], ['hosted login', `${ORIGIN}/oauth/account/login`]] as const) {
  test(`${where}: Enter on "Sign in" after a wrong password never drops the focus; the password field is marked invalid and takes it`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(where === 'demo' ? 'Sign in · Portico demo' : 'Sign in · Portico');
    await page.getByLabel('Email', { exact: true }).fill(ENV.member);
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(page).toHaveTitle(/^Sign in with your password · /);
    await page.keyboard.type('not the password');
    await watchFocusDrops(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.portico-root').getByRole('alert')).toHaveText('Invalid email or password');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Invalid email or password');
    expect(await focusDrops(page)).toBe(0);
  });
}

test('a keyboard Save on Profile keeps the focus on Save; "Skip to content" reaches the section heading in one Tab; the navigation is one Tab stop', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Profile');
  await expect(page).toHaveTitle('Profile · Administration · Portico demo');
  const save = page.getByRole('button', { name: 'Save' });
  await page.getByLabel('Job title').fill(`Keyboard tester ${Date.now() % 1000}`);
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await watchFocusDrops(page);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(save).toBeFocused();
  expect(await focusDrops(page)).toBe(0);

  // A fresh page: the first Tab stop is "Skip to content", and Enter lands on the open section's heading.
  await page.reload();
  await expect(portal.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' }).first();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('data-portico-skip-target');

  // The section list is one Tab stop (the current section): arrows, Home and End move, Enter opens.
  await portal.nav().locator('[aria-current="page"]').focus();
  await expect(portal.nav().getByRole('list').locator('a[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('End');
  const last = portal.nav().getByRole('list').getByRole('link').last();
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(portal.nav().getByRole('list').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = portal.nav().getByRole('list').getByRole('link').nth(1);
  await expect(second).toBeFocused();
  const name = (await second.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
  await expect(second).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(new RegExp(`^(.+ · )?${name} · Administration · Portico demo$`));
  // The grouped sidebar (You, Account, Business), each group a list named by its label.
  await expect(portal.nav().getByRole('list', { name: 'You' })).toBeVisible();
  await expect(portal.nav().getByRole('list', { name: 'Account' })).toBeVisible();
  await shootScreen(page, 'admin-navigation');
});
