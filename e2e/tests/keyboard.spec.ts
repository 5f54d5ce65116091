import type { Page } from '@playwright/test';
import { expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { HomePage } from '../pages/home-page';

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
