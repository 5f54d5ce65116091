import type { Page, Response } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';

// Reads only: the seeded ReadOnly member can change nothing of the account, and the admin's step presses nothing;
// listed in SIDE_BY_SIDE (playwright.config.ts).

/** The member's own sections: everything there is theirs to change (profile, sessions, MFA, passkeys). */
const OWN = ['Profile', 'Privacy'];

/** Parts of a screen whose controls only change what is shown: tabs, column menus, sortable headers, audit filters. */
const READ_AREAS = '[role="tablist"], .portico-admin-columns, thead, .portico-admin-audits__filters';

/**
 * Other controls that only read, by accessible name: paging, search, list filters, copy, download, delivery logs.
 * Anything else enabled fails the walk, by name.
 */
const READS = [
  /^Previous page$/, /^Next page$/, /^Search/, /^Filter/, /^Copy/, /^Download/, /^Logs of /, /^Refresh$/, /^List shown$/,
];

interface Control { role: string; name: string }

/** Enabled, changeable controls inside the section (a disabled fieldset and read-only fields count as not). */
async function enabledControls(page: Page): Promise<Control[]> {
  return page.locator('[data-section-id]').evaluate((root, areas) => {
    const nameOf = (el: HTMLElement): string => {
      const labelled = el.getAttribute('aria-labelledby');
      const text = el.getAttribute('aria-label')
        ?? (labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null)
        ?? ((el as HTMLInputElement).labels?.[0]?.textContent || null)
        ?? el.textContent;
      return (text ?? '').replace(/\s+/g, ' ').trim();
    };
    const controls = [...root.querySelectorAll<HTMLElement>('button, input, select, textarea, summary')];
    return controls
      .filter((el) => !el.matches(':disabled') && !(el as HTMLInputElement).readOnly && el.getClientRects().length > 0)
      .filter((el) => !el.closest(areas) && (el as HTMLInputElement).type !== 'hidden')
      .map((el) => ({ role: el.tagName.toLowerCase(), name: nameOf(el) }));
  }, READ_AREAS);
}

/** Fails the test on every 403 the page receives: a control the member met led to a refusal. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r: Response) => {
    if (r.status() === 403) seen.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

/** Waits for the section's loads to settle (tables stop dimming, no request in flight). */
async function settle(page: Page) {
  await expect(page.locator('[data-section-id]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.portico-admin-table-wrap[data-loading]'), undefined, { timeout: 10_000 });
}

test('the ReadOnly member walks every section and tab: no enabled control would write, nothing answers 403', async ({ page }) => {
  test.setTimeout(300_000);
  const refused = refusals(page);
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.member, ENV.password);
  const sections = await portal.sections();
  // ReadOnly reads every area (fe.*.read.*): the demo opts every built section in.
  expect(sections).toEqual(expect.arrayContaining(['Users', 'Roles', 'Groups', 'Account', 'Security', 'Single sign-on', 'Audit logs']));
  const offending: string[] = [];
  for (const section of sections) {
    await portal.go(section);
    await settle(page);
    const tabs = page.locator('[data-section-id] [role="tablist"] [role="tab"]');
    const tabNames = (await tabs.count()) ? await tabs.allTextContents() : [''];
    for (const tab of tabNames) {
      if (tab) {
        await tabs.filter({ hasText: tab }).first().click();
        await settle(page);
      }
      const where = tab ? `${section} › ${tab}` : section;
      if (!OWN.includes(section)) {
        for (const c of await enabledControls(page)) {
          if (!READS.some((re) => re.test(c.name))) offending.push(`${where}: ${c.role} "${c.name}"`);
        }
        // A section the member can only read says so.
        if (!['Audit logs', 'Usage'].includes(section)) await expect.soft(page.locator('.portico-admin-readonly-note').first(), where).toBeVisible();
      }
      await checkScreen(page, `member: ${where}`);
    }
  }
  expect.soft(offending, 'enabled controls that need a permission the member lacks').toEqual([]);
  expect(refused, 'responses 403 during the walk').toEqual([]);
});

test('the admin meets the vendor’s roles view-only: no Edit or Delete, their permission boxes read-only', async ({ page }) => {
  const refused = refusals(page);
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Roles');
  await settle(page);
  const matrix = page.getByRole('table', { name: 'Permissions held by each role, by category' });
  await expect(matrix).toBeVisible();
  for (const role of ['Admin', 'Support', 'ReadOnly']) {
    const row = page.getByRole('table', { name: 'Roles', exact: true }).getByRole('row')
      .filter({ has: page.locator('.portico-admin-role-name', { hasText: new RegExp(`^${role}`) }) });
    await expect(row.getByText('Built in, view only')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit role ${role}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete role ${role}` })).toHaveCount(0);
    const boxes = matrix.getByRole('checkbox', { name: new RegExp(` for ${role}$`) });
    await expect.poll(() => boxes.count()).toBeGreaterThan(5);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
  }
  // The one vendor-role change the server accepts from an account: naming it the default (admin-promises presses it).
  await expect(page.getByRole('button', { name: 'Make default' }).first()).toBeEnabled();
  await checkScreen(page, 'admin: roles with the vendor’s roles view-only');
  expect(refused).toEqual([]);
});
