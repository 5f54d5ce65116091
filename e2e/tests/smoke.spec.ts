import { expect, test } from '../pages/checks';
import { DemoPage } from '../pages/demo-page';

test('the built demo shell renders in Chromium without page errors and sends a visitor to the login box', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const demo = new DemoPage(page);
  const response = await demo.open();
  expect((await response!.allHeaders())['content-security-policy']).toContain("script-src 'self'");
  await expect(demo.brand()).toBeVisible();
  await expect(demo.mailboxLink()).toBeVisible();
  await expect(demo.previewSwitch()).not.toBeChecked();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the demo CSP is enforced and the recorder sees violations (control for every screen check)', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as Window & { __inlineRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return w.__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => page.evaluate(() => window.__cspViolations ?? [])).toContainEqual(expect.stringContaining('script-src'));
});
