import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { WRITE_SCREENSHOTS } from './env';

const DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Saves `docs/screenshots/<name>.png` of the viewport when SCREENSHOTS=1 (the README shows them). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!WRITE_SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${DIR}${name}.png`, animations: 'disabled', caret: 'hide', fullPage: options.fullPage ?? false });
}
