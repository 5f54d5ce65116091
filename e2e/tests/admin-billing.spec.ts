import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { demoPlanLimits, noPlanLimits } from '../pages/plans';
import { screenshot } from '../pages/screenshots';

const PASSWORD = 'Billing-e2e-Pass-1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** axe + CSP on the screen, then: it fits a phone without sideways scrolling; desktop + phone screenshots (SCREENSHOTS=1). */
async function shoot(page: Page, file: string, label: string) {
  await checkScreen(page, label);
  await screenshot(page, `${file}-desktop`, { fullPage: true });
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: wider than a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${file}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Moves the tenant's billing test clock (the server runs with BILLING_TEST_CLOCK=1 in these journeys only). */
async function advanceClock(request: APIRequestContext, token: string, days: number) {
  const res = await request.post(`${ENV.server}/frontegg/subscriptions/resources/billing/test-clock/v1`, {
    headers: { authorization: `Bearer ${token}`, 'x-portico-source': 'e2e' }, data: { days },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Usage is read against the seeded plans' limits (the journeys otherwise run without: setup/plans.setup.ts).
test.beforeEach(({ request }) => demoPlanLimits(request));
test.afterEach(({ request }) => noPlanLimits(request));

test('a new account subscribes with a trial, adds a test card, is invoiced, upgrades (feature unlocked), downloads the PDF, downgrades (locked), cancels and renews', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('billing');
  await createActiveUser(request, email, PASSWORD, 'Billing Owner');
  // Two invitations fill the Free plan's three seats: the usage shows the limit reached (the server refuses a fourth).
  const owner = await apiLogin(request, email, PASSWORD);
  for (const n of [1, 2]) await inviteUser(request, owner, uniqueEmail(`billing-seat-${n}`), `Seat ${n}`);
  const portal = new AdminPortalPage(page);
  const home = new HomePage(page);
  await portal.signInAndOpen(email, PASSWORD);
  // Usage: the owner and two invited members fill the Free plan's three seats; the other metered limits are unused.
  await portal.go('Usage');
  await expect(page.locator('.portico-billing__usage-plan')).toHaveText('Plan: Free');
  const seats = page.locator('.portico-billing__usage-metric[data-metric="seats"]');
  await expect(seats).toContainText('3 of 3');
  await expect(seats).toContainText('100%');
  await expect(seats).toHaveAttribute('data-state', 'reached');
  await expect(seats.locator('.portico-billing__usage-badge')).toHaveText('Limit reached');
  await expect(page.getByRole('note')).toContainText('Seats (members, invited included)');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="apiTokens"]')).toContainText('0 of 2');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="webhooks"]')).toHaveAttribute('data-state', 'ok');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="subAccounts"]')).toContainText('Not in your plan');
  await shoot(page, 'admin-usage', 'usage: seats limit reached');
  await portal.go('Subscription');
  await expect(page.getByRole('note')).toContainText('Test mode');
  await expect(page.getByText('No subscription yet: choose a plan below.')).toBeVisible();
  await shoot(page, 'admin-subscriptions-plans', 'billing: plans');

  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Confirm Basic' }).click();
  await expect(page.getByText('You are now on the Basic plan.')).toBeVisible();
  await expect(page.locator('.portico-billing__subscription-status')).toHaveText('Trialing');
  await expect(page.locator('.portico-billing__plan[data-current]')).toContainText('Free trial');

  // The declined test card: the provider's message, nothing added.
  await page.getByRole('radio', { name: 'Visa ending 0002 (declined)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.locator('.portico-billing__payment-method-error')).toHaveText('Your card was declined.');
  await expect(page.getByText('No payment method yet.')).toBeVisible();
  await shoot(page, 'admin-subscriptions-declined', 'billing: declined card');

  // 3-D Secure: the card that needs authentication waits for the test challenge; failing it adds nothing, completing adds it.
  const challenge = page.getByRole('region', { name: 'Authenticate this card' });
  await page.getByRole('radio', { name: 'Visa ending 3184 (needs authentication)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(challenge.getByRole('heading')).toBeFocused();
  await shoot(page, 'admin-subscriptions-authentication', 'billing: 3-D Secure challenge');
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.locator('.portico-billing__payment-method-error')).toHaveText(
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.');
  await expect(page.getByText('No payment method yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.locator('.portico-billing__payment-method')).toContainText('VISA ending in 3184');
  await expect(challenge).toHaveCount(0);

  // The card that succeeds becomes the default the ledger charges (3184 would need the cardholder at every charge).
  await page.getByRole('radio', { name: 'Visa ending 4242 (succeeds)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.locator('.portico-billing__payment-method[data-default]')).toContainText('VISA ending in 4242');
  const details = page.locator('.portico-billing__billing-details');
  await details.getByLabel('Billing e-mail').fill('ap@billing.test');
  await details.getByLabel('Address line 1').fill('1 Main St');
  await details.getByLabel('City', { exact: true }).fill('Springfield');
  await details.getByLabel('Country code (2 letters)').fill('US');
  await details.getByRole('button', { name: 'Save billing details' }).click();
  await expect(details.getByRole('status')).toHaveText('Billing details saved.');

  // The trial ends: the first invoice appears after the section reloads.
  await advanceClock(request, await apiLogin(request, email, PASSWORD), 15);
  await portal.reopen();
  await portal.go('Subscription');
  // The invoices are in the portal's shared TanStack table.
  const invoices = page.locator('[data-table="billing-invoices"] tbody tr');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('19.00 USD');
  await expect(page.locator('.portico-billing__subscription-status')).toHaveText('Active');

  // 3-D Secure on an upgrade: with the 3184 card as default the proration payment waits for the test challenge.
  await page.getByRole('radio', { name: 'Visa ending 3184 (needs authentication)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.locator('.portico-billing__payment-method[data-default]')).toContainText('VISA ending in 3184');
  await page.getByRole('button', { name: 'Upgrade Pro' }).click();
  await page.getByRole('button', { name: 'Confirm Pro' }).click();
  await expect(challenge.getByRole('heading')).toBeFocused();
  await checkScreen(page, 'billing: 3-D Secure on upgrade');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('You are now on the Pro plan.')).toBeVisible();
  await expect(invoices).toHaveCount(2);
  await expect(page.locator('.portico-billing__plan[data-plan="pro"]')).toHaveAttribute('data-current', 'true');
  await shoot(page, 'admin-subscriptions-active', 'billing: upgraded');

  const receipt = (await invoices.first().locator('.portico-billing__invoice-receipt').textContent())!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download PDF of invoice ${receipt}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${receipt}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // Plans drive entitlements: Pro's `analytics` shows on the home page at the next token refresh; Basic locks it again.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await expect(home.analyticsState()).toHaveText('Locked');
  await home.refreshEntitlements();
  await expect(home.analyticsState()).toHaveText('Unlocked');
  await checkScreen(page, 'home: analytics unlocked by Pro');
  await portal.open();
  await portal.go('Subscription');
  await page.getByRole('button', { name: 'Downgrade Basic' }).click();
  await page.getByRole('button', { name: 'Confirm Basic' }).click();
  await expect(page.getByText('You are now on the Basic plan.')).toBeVisible();
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await home.refreshEntitlements();
  await expect(home.analyticsState()).toHaveText('Locked');
  await portal.open();
  await portal.go('Subscription');

  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('The subscription ends at the end of the period.')).toBeVisible();
  await expect(page.getByText('Ends on')).toBeVisible();
  await checkScreen(page, 'billing: cancelled at period end');
  await page.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
});
