import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { recordSecrets } from './secrets-recorder';

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

/** Every screen a journey shows gets this: no CSP violation, and no serious or critical axe-core violation. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await test.step(`screen checks: ${name}`, async () => {
    const csp = await page.evaluate(() => window.__cspViolations ?? null);
    expect(csp, `CSP recorder installed on ${name}`).not.toBeNull();
    expect(csp, `CSP violations on ${name}`).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, `axe serious/critical violations on ${name}`).toEqual([]);
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
