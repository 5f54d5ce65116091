import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { DemoPage } from '../pages/demo-page';
import { ENV, uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';
import { linkTo, waitForMail } from '../pages/mailbox';

// Own accounts only (a fresh sign-up owns its account; its member is invited there): listed in SIDE_BY_SIDE.
const PASSWORD = 'routes journey passphrase';
// The server's CSRF guard wants the client's source header on API calls.
const SOURCE = { 'x-portico-source': 'e2e' };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The portal shows `section` at `path`: heading, the sidebar's `aria-current`, and the document title. */
async function expectAt(page: Page, path: string, section: string, title = 'Portico demo') {
  const portal = new AdminPortalPage(page);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}(\\?[^/]*)?$`));
  await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(portal.nav().locator('[aria-current="page"]')).toHaveText(section);
  await expect(page).toHaveTitle(new RegExp(`^(.+ · )?${escape(section)} · Administration · ${escape(title)}$`));
}

/** A signed-out visit to `path` goes through the login and comes back to `path`. */
async function signInThrough(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/account\/login\?/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}(\\?[^/]*)?$`), { timeout: 15_000 });
  await expect(new AdminPortalPage(page).root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
}

/** Back / forward through three sections opened from the sidebar, then a reload keeps the place. */
async function walkThreeSections(page: Page, base: string, title?: string) {
  const portal = new AdminPortalPage(page);
  await portal.go('Roles');
  await expectAt(page, `${base}/roles`, 'Roles', title);
  await portal.go('Groups');
  await expectAt(page, `${base}/groups`, 'Groups', title);
  await page.goBack();
  await expectAt(page, `${base}/roles`, 'Roles', title);
  await page.goBack();
  await expectAt(page, `${base}/users`, 'Users', title);
  await page.goForward();
  await expectAt(page, `${base}/roles`, 'Roles', title);
  await page.goForward();
  await expectAt(page, `${base}/groups`, 'Groups', title);
  await page.reload();
  await expectAt(page, `${base}/groups`, 'Groups', title);
}

/** Invites `email` into the owner's account and takes every role away (a member who may open only their profile). */
async function memberWithoutRoles(request: APIRequestContext, owner: string, email: string) {
  const token = await apiLogin(request, owner, PASSWORD);
  await inviteUser(request, token, email, 'Mona Member');
  const link = new URL(linkTo(await waitForMail(request, email, /invited to/i), '/account/activate'), ENV.demo);
  const userId = link.searchParams.get('userId');
  const activated = await request.post(`${ENV.server}/frontegg/identity/resources/users/v1/activate`, {
    headers: SOURCE,
    data: { userId, token: link.searchParams.get('token'), password: PASSWORD },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  // The wire form of "no roles" is one empty-string id.
  const roles = await request.put(`${ENV.server}/frontegg/team/resources/members/v1/${userId}`, {
    headers: { ...SOURCE, authorization: `Bearer ${token}` },
    data: { roleIds: [''] },
  });
  expect(roles.status(), await roles.text()).toBe(200);
}

test('sections and tabs by address: back after login, back / forward, reload, a new tab', async ({ page, request }) => {
  const owner = uniqueEmail('routes');
  await createActiveUser(request, owner, PASSWORD, 'Rita Routes');
  const portal = new AdminPortalPage(page);

  // Cold and signed out: the login first, then the very section the address named.
  await signInThrough(page, '/admin/users', owner);
  await expectAt(page, '/admin/users', 'Users');

  // Cold and signed in: a tab by its address, named in the title.
  await page.goto('/admin/account/custom-login');
  await expect(page.getByRole('tab', { name: 'Custom login' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(page).toHaveTitle('Custom login · Account · Administration · Portico demo');
  await checkScreen(page, 'admin portal, a tab opened by its address');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/settings$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Custom login' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/admin/users');
  await expectAt(page, '/admin/users', 'Users');
  await walkThreeSections(page, '/admin');

  // The sidebar's items are links: one opened in a new tab shows its section there, this page stays.
  expect(await portal.link('Audit logs').getAttribute('href')).toBe('/admin/audits');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), portal.link('Audit logs').click({ modifiers: ['ControlOrMeta'] })]);
  await expectAt(opened, '/admin/audits', 'Audit logs');
  await expectAt(page, '/admin/groups', 'Groups');
  await opened.close();

  // The home page's "Admin → Subscription" lands on the subscription.
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await page.getByRole('link', { name: 'Admin → Subscription' }).click();
  await expectAt(page, '/admin/subscription', 'Subscription');
});

test('a member opening an admin-only address sees "Not available", then their profile', async ({ page, request }) => {
  const owner = uniqueEmail('routes-owner');
  const member = uniqueEmail('routes-member');
  await createActiveUser(request, owner, PASSWORD, 'Olga Owner');
  await memberWithoutRoles(request, owner, member);

  await signInThrough(page, '/admin/roles', member);
  const portal = new AdminPortalPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Not available' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page).toHaveTitle('Not available · Administration · Portico demo');
  expect(await portal.sections()).toEqual(['Profile']);
  await expect(portal.nav().locator('[aria-current]')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await checkScreen(page, 'admin portal, not available');
  await page.getByRole('link', { name: 'Go to Profile' }).click();
  await expectAt(page, '/admin/profile', 'Profile');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Not available' })).toBeVisible();
});

test('the hosted portal: a section by address after the hosted login, back / forward, reload, a tab', async ({ page, request }) => {
  const owner = uniqueEmail('routes-hosted');
  await createActiveUser(request, owner, PASSWORD, 'Hana Hosted');
  await signInThrough(page, '/oauth/portal/users?ui_locales=en', owner);
  await expectAt(page, '/oauth/portal/users', 'Users', 'Portico');
  await walkThreeSections(page, '/oauth/portal', 'Portico');
  // The query (the page's language) stays across sections.
  await expect(page).toHaveURL(/\/oauth\/portal\/groups\?ui_locales=en$/);
  await page.goto('/oauth/portal/security/ip-restrictions');
  await expect(page.getByRole('tab', { name: 'IP restrictions' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(page).toHaveTitle('IP restrictions · Security · Administration · Portico');
  await page.goto('/oauth/portal/no-such-section');
  await expect(page.getByRole('heading', { level: 2, name: 'Not available' })).toBeVisible({ timeout: 15_000 });
});

test('preview mode: a section by address on sample data, back and reload', async ({ page }) => {
  await new DemoPage(page).signInPreview();
  await page.goto('/admin/roles');
  await expectAt(page, '/admin/roles', 'Roles');
  await new AdminPortalPage(page).go('Users');
  await expectAt(page, '/admin/users', 'Users');
  await page.goBack();
  await expectAt(page, '/admin/roles', 'Roles');
  await page.reload();
  await expectAt(page, '/admin/roles', 'Roles');
  // Usage counts the sample account as the server counts its own: 23 members, 1 account token, 2 sub-accounts, 1 webhook, 1 SSO.
  await new AdminPortalPage(page).go('Usage');
  await expectAt(page, '/admin/usage', 'Usage');
  await expect(page.locator('.portico-billing__usage-plan')).toHaveText('Plan: Basic');
  const used = page.locator('.portico-billing__usage-metric');
  await expect(used.locator('.portico-billing__usage-used')).toHaveText(['23 of 10', '1 of 10', '2 of 3', '1 of 5', '1 of 1']);
  expect(await used.evaluateAll((li) => li.map((m) => [m.getAttribute('data-metric'), m.getAttribute('data-state')]))).toEqual([
    ['seats', 'over'], ['apiTokens', 'ok'], ['subAccounts', 'ok'], ['webhooks', 'ok'], ['ssoConnections', 'reached'],
  ]);
  await page.reload();
  await expectAt(page, '/admin/usage', 'Usage');
  await expect(used.locator('.portico-billing__usage-used')).toHaveText(['23 of 10', '1 of 10', '2 of 3', '1 of 5', '1 of 1']);
});
