import type { Page } from '@playwright/test';
import { WRITE_SCREENSHOTS } from './env';
import { screenshot } from './screenshots';

const PHONE = { width: 390, height: 844 };

/** Saves `<name>-desktop.png` and `<name>-phone.png` (390×844) when SCREENSHOTS=1, then puts the viewport back. */
export async function screenshotPair(page: Page, name: string): Promise<void> {
  if (!WRITE_SCREENSHOTS) return;
  const desktop = page.viewportSize();
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}
