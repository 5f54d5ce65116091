import { expect, test } from '@playwright/test';
import { DemoPage } from '../pages/demo-page';

test('the built demo shell renders in Chromium without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const demo = new DemoPage(page);
  await demo.open();
  await expect(demo.heading()).toHaveText('Portico demo');
  await expect(demo.serverStatus()).toBeVisible();
  expect(errors).toEqual([]);
});
