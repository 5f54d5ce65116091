import { checkScreen, expect, test } from '../pages/checks';
import { DemoPage } from '../pages/demo-page';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { waitForMail } from '../pages/mailbox';
import { shootScreen } from '../pages/screenshots';

test('preview mode runs on sample data without the server', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('switch', { name: 'Preview mode' }).check();
  await expect(page.getByRole('note')).toContainText('Preview mode');
  // From here on (the page reloaded in preview mode), any call to the server would fail the test; calls the real-mode
  // login page made before the switch are not counted.
  const serverCalls: string[] = [];
  page.on('request', (r) => /\/frontegg\//.test(r.url()) && serverCalls.push(r.url()));
  await page.goto('/account/login');
  const login = new LoginPage(page);
  await login.signIn('someone@example.com', 'anything at all');
  const home = new HomePage(page);
  await expect(page.getByTestId('user-email')).toHaveText('preview.user@acme.example');
  const tenant = page.getByLabel('Active tenant');
  await expect(tenant.locator('option')).toHaveCount(3);
  await tenant.selectOption({ label: 'Globex' });
  await expect(tenant.locator('option:checked')).toHaveText('Globex');
  await shootScreen(page, 'home-preview');
  // Only the calls made while in preview mode count: switching back reloads in real mode, which talks to the server.
  const duringPreview = [...serverCalls];
  await page.getByRole('switch', { name: 'Preview mode' }).uncheck();
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(duringPreview).toEqual([]);
  await expect(home.heading().or(page.getByRole('heading', { name: 'Sign in' }))).toBeVisible();
});

test('the dev mailbox page lists mail with clickable links', async ({ page, request }) => {
  const email = uniqueEmail('mailbox');
  await page.goto('/account/forget-password');
  await page.getByLabel('Email', { exact: true }).fill(ENV.member);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await waitForMail(request, ENV.member, /reset your password/i);

  await page.goto('/');
  await new DemoPage(page).mailboxLink().click();
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await page.getByLabel('Address').fill(email);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText(`No messages for ${email}.`)).toBeVisible();
  await page.getByLabel('Address').fill(ENV.member);
  await page.getByRole('button', { name: 'Open' }).click();
  const message = page.locator('.demo-message').filter({ hasText: 'Reset your password' }).first();
  await expect(message).toBeVisible();
  await shootScreen(page, 'mailbox');
  await message.getByRole('link', { name: 'Reset password', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/reset-password\?userId=.+&token=.+/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});

test('a bad code or state on /oauth/callback shows the error with a way back, not a spinner forever', async ({ page }) => {
  await page.goto('/oauth/callback?code=bad&state=bad');
  await expect(page.getByRole('heading', { name: 'We couldn’t sign you in' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Please sign in again');
  await expect(page.getByRole('heading', { name: 'Signing you in…' })).toHaveCount(0);
  // The code and state leave the address bar.
  expect(new URL(page.url()).search).toBe('');
  await checkScreen(page, 'oauth callback failed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the login box fits a phone', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'login (phone)');
    await login.submitEmail(ENV.member);
    await expect(login.password()).toBeVisible();
  });
});
