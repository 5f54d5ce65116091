import { expect, test as base, type Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAxe } from './axe';
import { LOG_DIR } from './env';
import { recordSecrets } from './secrets-recorder';
import { DESKTOP, PHONE, REFLOW } from './viewports';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every `securitypolicyviolation` of the page into `window.__cspViolations`, from the first script on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/** One axe pass at the page's current width: every violation, whatever its impact, as one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page);
  return violations.map((v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Sets the viewport and waits two frames, so layout and resize listeners have settled before a check reads the page. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** How far the page scrolls sideways at this width, and the outermost elements that stick out (for the failure message). */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5;
    const scrollWidth = document.documentElement.scrollWidth;
    // The culprits only name a failure: a page that fits needs no walk over every element.
    if (scrollWidth <= limit) return { scrollWidth, culprits: [] };
    // What sticks out of a box that scrolls or clips (a wide table in its scroll region) does not move the page.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > limit && !clipped(el))
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= limit)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth, culprits };
  });
}

/**
 * Every screen a journey shows gets this: no CSP violation; no axe-core violation of any impact at desktop width
 * (1280×800) nor at phone width (390×844); and no sideways page scroll at 320 px (WCAG 1.4.10). The journey's viewport
 * is put back afterwards. Each result is also appended to `a11y.jsonl` in the run's log folder (figures for the report).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Three widths and two axe passes per screen: the journey's time budget grows with them.
  test.info().setTimeout(test.info().timeout + 15_000);
  await test.step(`screen checks: ${name}`, async () => {
    const csp = await page.evaluate(() => window.__cspViolations ?? null);
    expect(csp, `CSP recorder installed on ${name}`).not.toBeNull();
    expect(csp, `CSP violations on ${name}`).toEqual([]);
    // A table dims while it reloads (after the action the journey just took): check it settled, as people read it.
    await page.waitForFunction(() => !document.querySelector('.portico-admin-table-wrap[data-loading]'), undefined, { timeout: 10_000 });
    // A toast fades in (160 ms): axe reads contrast through its opacity, so let every finite animation end first.
    await page.evaluate(() => Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))));
    const before = page.viewportSize();
    const found: Record<string, string[]> = {};
    let reflow: { scrollWidth: number; culprits: string[] };
    try {
      for (const [tag, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        await resize(page, size);
        found[tag] = await axeViolations(page);
      }
      await resize(page, REFLOW);
      reflow = await sidewaysOverflow(page);
    } finally {
      if (before) await resize(page, before);
    }
    appendFileSync(join(LOG_DIR, 'a11y.jsonl'), `${JSON.stringify({ test: test.info().titlePath.join(' › '), screen: name, axe: found, reflow })}\n`);
    const problems = [
      ...found.desktop!.map((v) => `1280×800 ${v}`),
      ...found.phone!.map((v) => `390×844 ${v}`),
      ...(reflow.scrollWidth > REFLOW.width ? [`320 px: the page scrolls sideways (${reflow.scrollWidth} px wide): ${reflow.culprits.join(', ')}`] : []),
    ];
    expect(problems, `accessibility of ${name} (axe at two widths, reflow at 320 px)`).toEqual([]);
  });
}

/**
 * Playwright's `test`, with the CSP recorder on every page; the passwords, codes and tokens the page sends or receives
 * are noted for the after-run log grep (log-check/).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await recordCspViolations(page);
    const flush = recordSecrets(page.context());
    await use(page);
    await flush();
  },
});

export { expect };
