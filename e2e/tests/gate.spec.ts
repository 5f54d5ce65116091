import { expect, test, type Page } from '@playwright/test';
import { GATE, GatePage, serveDestinations } from '../pages/gate-page';
import { readClientStores, serveProbe } from '../pages/storage-probe';

/** Opens the gate and signs in on the hosted login page it sends the visitor to. */
async function throughGate(page: Page, email: string, path = '/') {
  const gate = new GatePage(page);
  await gate.open(path);
  await gate.onSignInPage();
  await gate.signIn(email, GATE.password);
  return { gate };
}

test.describe('sign-in gate', () => {
  test('a visitor sees "Redirecting to login..." and is sent to the hosted sign-in page', async ({ page }) => {
    // Hold the silent refresh so the first screen stays long enough to read.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/frontegg/oauth/token', async (route) => {
      await held;
      await route.continue();
    });
    const gate = new GatePage(page);
    await gate.open();
    await expect(gate.status()).toHaveText('Redirecting to login...');
    release();
    const authorize = await gate.onSignInPage();
    expect(authorize.pathname).toBe('/frontegg/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${GATE.origin}/oauth/callback`);
  });

  test('the admin lands on the admin page; no token is left in any client-side store', async ({ page, context }) => {
    (await serveDestinations(context)).release();
    await serveProbe(context, GATE.origin);
    // What the gate shows, and its address, at the moment it leaves (locators would wait for the next page).
    const leaving: Array<{ text: string | null; href: string }> = [];
    await page.exposeFunction('recordLeaving', (text: string | null, href: string) => void leaving.push({ text, href }));
    await page.addInitScript(() =>
      addEventListener('beforeunload', () => {
        const w = window as unknown as { recordLeaving?: (t: string | null, h: string) => void };
        w.recordLeaving?.(document.querySelector('.portico-gate-status')?.textContent ?? null, location.href);
      }));
    await throughGate(page, GATE.admin);
    await page.waitForURL(GATE.adminUrl);
    await expect(page.getByRole('heading')).toHaveText('Admin page');

    const fromGate = leaving.filter((l) => l.href.startsWith(GATE.origin) && l.text !== null);
    expect(fromGate[0]!.text).toBe('Redirecting to login...');
    const last = fromGate.at(-1)!;
    expect(last.text).toBe('Checking user role and redirecting...');
    // The callback removed code/state/iss from the address bar before anything rendered.
    const address = new URL(last.href);
    expect(address.pathname).toBe('/');
    for (const name of ['code', 'state', 'iss']) expect(address.searchParams.has(name)).toBe(false);

    // Same tab back on the gate origin: nothing readable by scripts holds a token (SECURITY.md 6).
    await page.goto(`${GATE.origin}/__probe`);
    const stores = await readClientStores(page);
    expect(stores).toEqual({ localStorage: {}, sessionStorage: {}, indexedDbNames: [], cookie: '' });
  });

  test('the member lands on the site root', async ({ page, context }) => {
    const destinations = await serveDestinations(context);
    destinations.release();
    await throughGate(page, GATE.member);
    await page.waitForURL(GATE.siteUrl);
    await expect(page.getByRole('heading')).toHaveText('Site root');
  });

  test('an authenticated visitor going through the gate again is sent on without signing in', async ({ page, context }) => {
    const destinations = await serveDestinations(context);
    destinations.release();
    await throughGate(page, GATE.member);
    await page.waitForURL(GATE.siteUrl);
    const authorizeCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/oauth/authorize') && authorizeCalls.push(r.url()));
    await new GatePage(page).open();
    await page.waitForURL(GATE.siteUrl);
    expect(authorizeCalls).toEqual([]);
  });

  test('tampered return targets are refused', async ({ page, context }) => {
    const destinations = await serveDestinations(context);
    destinations.release();
    const evil: string[] = [];
    await context.route('https://evil.example/**', (route) => {
      evil.push(route.request().url());
      return route.fulfill({ body: 'evil' });
    });
    // 1. A redirectUrl on the gate is not a way out: the admin still goes to the configured admin page.
    const { gate } = await throughGate(page, GATE.admin, '/?redirectUrl=https://evil.example/steal');
    await page.waitForURL(GATE.adminUrl);

    // 2. An authorize request whose redirect_uri was swapped is refused by the server, and no code leaves.
    await context.clearCookies();
    await gate.open();
    const tampered = await gate.onSignInPage();
    tampered.searchParams.set('redirect_uri', 'https://evil.example/oauth/callback');
    const response = await page.goto(tampered.toString());
    expect(response?.status()).toBe(400);
    await expect(page.locator('body')).toContainText('redirect_uri is not registered');

    // 3. A callback with a forged state is refused with a clear error, and the gate does not loop.
    await gate.open();
    await gate.onSignInPage();
    await gate.open('/oauth/callback?code=forged&state=forged&iss=x');
    await expect(page.getByRole('alert')).toContainText('Please sign in again');
    expect(new URL(page.url()).search).toBe('');
    expect(evil).toEqual([]);
  });
});
