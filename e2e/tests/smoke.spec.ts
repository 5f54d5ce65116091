import { expect, test } from '../pages/checks';
import { runAxe } from '../pages/axe';
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

test('the axe pass of every screen check finds what it should, in the page and in a frame at each width (control)', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const clean = await runAxe(page);
  expect(clean.map((v) => v.id)).toEqual([]);
  // Two nameless buttons outside every landmark of the page, and an image without a text alternative inside a frame.
  await page.evaluate(() => {
    for (const n of [1, 2]) document.body.append(Object.assign(document.createElement('button'), { className: `axe-control-${n}` }));
    const frame = Object.assign(document.createElement('iframe'), { title: 'control', srcdoc: '<img src="/favicon.svg">' });
    document.body.append(frame);
    return new Promise((loaded) => frame.addEventListener('load', loaded));
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const found = await runAxe(page);
    expect(found.map((v) => v.id).sort(), `axe at ${width} px`).toEqual(['button-name', 'image-alt', 'region']);
    expect(found.find((v) => v.id === 'image-alt')!.nodes[0]!.target, 'the frame is named in the target').toHaveLength(2);
    // Every offending element is named, not only the first (runAxe details violations only, and all of them).
    expect(found.find((v) => v.id === 'button-name')!.nodes.map((n) => n.target.join(' ')), `nameless buttons at ${width} px`)
      .toEqual(['.axe-control-1', '.axe-control-2']);
  }
});
