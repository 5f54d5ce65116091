import { createHash, randomBytes } from 'node:crypto';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';
import { LoginPage } from '../pages/login-page';
import { shootScreen } from '../pages/screenshots';

// The server's public URL in the e2e config is the gate's origin (gate, API and hosted page behind one proxy).
const ORIGIN = `http://127.0.0.1:${process.env.GATE_PORT ?? 5174}`;
const REDIRECT_URI = `${ORIGIN}/oauth/callback`;

test('authorize without a session → hosted login box → code + PKCE exchange', async ({ page, request }) => {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${ORIGIN}/frontegg/oauth/authorize`);
  for (const [k, v] of Object.entries({ client_id: 'portico-demo', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email profile',
    state, code_challenge: challenge, code_challenge_method: 'S256' })) authorize.searchParams.set(k, v);

  const response = await page.goto(authorize.toString());
  await expect(page).toHaveURL((u) => u.pathname === '/oauth/account/login');
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  const login = new LoginPage(page, '/oauth/account/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shootScreen(page, 'hosted-login');
  // After sign-in the page goes back to authorize; catch the server's redirect to the app's callback (this test, not
  // an app, exchanges the code).
  let callback: URL | undefined;
  await page.route(/\/frontegg\/oauth\/authorize\?/, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    callback = new URL(answer.headers()['location'] ?? 'about:blank');
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Callback</title><h1>Callback</h1>' });
  });
  await login.signIn(ENV.member, ENV.password);

  await expect.poll(() => callback?.searchParams.get('code') ?? null).not.toBeNull();
  expect(callback!.origin + callback!.pathname).toBe(REDIRECT_URI);
  expect(callback!.searchParams.get('state')).toBe(state);
  expect(callback!.searchParams.get('iss')).toBe(`${ORIGIN}/frontegg/oauth`);
  const token = await request.post(`${ORIGIN}/frontegg/oauth/token`, {
    form: { grant_type: 'authorization_code', code: callback!.searchParams.get('code')!, redirect_uri: REDIRECT_URI, code_verifier: verifier, client_id: 'portico-demo' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const body = (await token.json()) as { access_token: string; id_token?: string };
  expect(body.access_token).toBeTruthy();
  const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as { email: string };
  expect(claims.email).toBe(ENV.member);
});

test('hosted account routes serve the login box under a strict CSP', async ({ page }) => {
  for (const [path, heading] of [['/oauth/account/sign-up', 'Create your account'], ['/oauth/account/forget-password', 'Forgot your password?']] as const) {
    const response = await page.goto(`${ORIGIN}${path}`);
    expect(response!.status()).toBe(200);
    expect((await response!.allHeaders())['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await checkScreen(page, `hosted ${path}`);
  }
});
