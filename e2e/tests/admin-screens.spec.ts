import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, WRITE_SCREENSHOTS } from '../pages/env';
import { screenshot } from '../pages/screenshots';

// Read-only passes over the seeded Acme portal: they change nothing, so they run in the parallel project
// (playwright.config.ts) beside the journeys that keep to accounts of their own.

test('every section passes axe and CSP; screenshots desktop and phone', async ({ page }) => {
  // One axe run per section and viewport: the time grows with every section built.
  test.slow();
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  const sections = await portal.sections();
  expect(sections.length).toBeGreaterThan(3);
  const desktop = { width: 1280, height: 800, tag: 'desktop' };
  // The phone pass only takes pictures: the checks run once, at desktop width.
  for (const viewport of WRITE_SCREENSHOTS ? [desktop, { width: 390, height: 844, tag: 'phone' }] : [desktop]) {
    await page.setViewportSize(viewport);
    for (const section of sections) {
      await portal.go(section);
      await expect(page.locator('[data-section-id]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (viewport.tag === 'desktop') await checkScreen(page, `admin ${section}`);
      // The billing journey (admin-billing.spec.ts) owns the Subscription and Usage pictures, in their real states.
      if (!['Subscription', 'Usage'].includes(section)) await screenshot(page, `admin-${section.toLowerCase().replace(/\W+/g, '-')}-${viewport.tag}`, { fullPage: true });
    }
  }
});

test('at 320 px: the Columns menus of Users and Audit logs open inside the viewport, every box reachable; the Copy buttons of SSO and Provisioning fit', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [section, menu] of [['Users', 'Columns'], ['Audit logs', 'Columns']] as const) {
    await portal.go(section);
    await page.locator('[data-section-id]').getByText(menu, { exact: true }).click();
    const list = page.locator('.portico-admin-columns[open] .portico-admin-columns-list');
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x, `${section}: the menu starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${section}: the menu ends inside the viewport`).toBeLessThanOrEqual(320);
    // Reachable: scrolled to, each box is on screen (the section's content above can push the menu below 640 px).
    for (const checkbox of await list.getByRole('checkbox').all()) {
      await checkbox.scrollIntoViewIfNeeded();
      await expect(checkbox).toBeInViewport();
    }
    // A box can be toggled there (and back).
    const first = list.getByRole('checkbox').first();
    await first.click();
    await first.click();
    await checkScreen(page, `admin ${section} columns menu at 320 px`);
  }
  for (const section of ['Single sign-on', 'Provisioning']) {
    await portal.go(section);
    await page.waitForLoadState('networkidle');
    // Scrolled to, each button is wholly on screen: nothing of it sticks out sideways at 320 px.
    for (const copy of await page.locator('.portico-admin-copy').getByRole('button', { name: 'Copy' }).all()) {
      await copy.scrollIntoViewIfNeeded();
      await expect(copy).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
