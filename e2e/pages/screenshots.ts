import type { Page, Route } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { checkScreen, test } from './checks';
import { WRITE_SCREENSHOTS } from './env';
import { DESKTOP, PHONE } from './viewports';

export { DESKTOP, PHONE };

const DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Saves `docs/screenshots/<name>.png` of the viewport when SCREENSHOTS=1 (the README shows them). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!WRITE_SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${DIR}${name}.png`, animations: 'disabled', caret: 'hide', fullPage: options.fullPage ?? false });
}

/**
 * One screen of the gallery: checkScreen (CSP; axe at desktop and phone width; reflow at 320 px) on every run, CI
 * included; with SCREENSHOTS=1 also `<name>-desktop.png` and `<name>-phone.png` (the phone's page shot whole), then the
 * viewport the journey had.
 */
export async function shootScreen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await checkScreen(page, name);
  if (!WRITE_SCREENSHOTS) return;
  // Two more shots per screen: the journey's time budget grows with them.
  test.info().setTimeout(test.info().timeout + 5_000);
  const before = page.viewportSize();
  try {
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `${name}-desktop`, options);
    await page.setViewportSize(PHONE);
    await screenshot(page, `${name}-phone`, { fullPage: true });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * Stops the page's next navigation to a URL that `matches` (answered 204, so the page stays as it is) until the
 * returned resume is called, which then goes there: a screen that moves on by itself (a redirect after a delay) stays
 * for its checks and shots however long they take, with no navigation pending under them.
 */
export async function pauseNavigation(page: Page, matches: (url: URL) => boolean): Promise<() => Promise<void>> {
  let target: string | undefined;
  const handler = async (route: Route) => {
    if (target || !route.request().isNavigationRequest()) return route.fallback();
    target = route.request().url();
    await route.fulfill({ status: 204 });
  };
  await page.route(matches, handler);
  return async () => {
    await page.unroute(matches, handler);
    if (target) await page.goto(target);
  };
}
