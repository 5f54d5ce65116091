import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { DemoPage } from '../pages/demo-page';
import { ENV, uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';

// One user's own address (/admin/users/{id}, issue 27). Own accounts only (a fresh sign-up and the member it
// invites): listed in SIDE_BY_SIDE.
const PASSWORD = 'user route journey passphrase';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const atPath = (path: string) => new RegExp(`${escape(path)}(\\?[^/]*)?$`);

/** The id of the user with `email` in the owner's account, as the users list answers it. */
async function userIdOf(request: APIRequestContext, token: string, email: string): Promise<string> {
  const res = await request.get(`${ENV.server}/frontegg/identity/resources/users/v3`, {
    headers: { 'x-portico-source': 'e2e', authorization: `Bearer ${token}` },
    params: { _filter: email },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: Array<{ id: string; email: string }> };
  return items.find((u) => u.email === email)!.id;
}

/** A fresh owner with one invited (pending) member; the ids of both. */
async function ownerAndMember(request: APIRequestContext, tag: string) {
  const owner = uniqueEmail(`${tag}-owner`);
  const member = uniqueEmail(`${tag}-member`);
  await createActiveUser(request, owner, PASSWORD, 'Uma Owner');
  const token = await apiLogin(request, owner, PASSWORD);
  await inviteUser(request, token, member, 'Ivo Invited');
  return { owner, member, ownerId: await userIdOf(request, token, owner), memberId: await userIdOf(request, token, member) };
}

/** The portal shows the page of user `name` at `path`, titled after them. */
async function expectUser(page: Page, path: string, name: string, title = 'Portico demo') {
  await expect(page).toHaveURL(atPath(path));
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(new AdminPortalPage(page).nav().locator('[aria-current="page"]')).toHaveText('Users');
  await expect(page).toHaveTitle(`${name} · Users · Administration · ${title}`);
}

async function expectList(page: Page, path: string) {
  await expect(page).toHaveURL(atPath(path));
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Users', exact: true })).toBeVisible();
}

/** A signed-out visit to `path` goes through the login and comes back to `path`. */
async function signInThrough(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/account\/login\?/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(atPath(path), { timeout: 15_000 });
}

test('one user by address: cold signed out and in, from the table and back, reload, an action, not found', async ({ page, request }) => {
  const { owner, member, ownerId, memberId } = await ownerAndMember(request, 'user-route');
  const portal = new AdminPortalPage(page);

  // Cold and signed out: the login first, then the very user the address named.
  await signInThrough(page, `/admin/users/${memberId}`, owner);
  await expectUser(page, `/admin/users/${memberId}`, 'Ivo Invited');
  const facts = page.locator('.portico-admin-user-facts');
  await expect(facts.locator('[data-fact="email"] dd')).toHaveText(member);
  await expect(facts.locator('[data-fact="status"] dd')).toHaveText('Pending activation');
  await checkScreen(page, 'admin portal, one user by address');
  await page.reload();
  await expectUser(page, `/admin/users/${memberId}`, 'Ivo Invited');

  // An action of the table's row menu, on the user's page: the server keeps it (a reload shows it).
  const disable = page.getByRole('button', { name: 'Disable user' });
  // The page re-renders once the account's date settings arrive, which can close a menu just opened: reopen it.
  await expect(async () => {
    if (!(await disable.isVisible())) await page.getByLabel('Actions for Ivo Invited').click();
    await disable.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await portal.dialog('Disable Ivo Invited?').getByRole('button', { name: 'Disable' }).click();
  await expect(facts.locator('[data-fact="status"] dd')).toContainText('Disabled');
  await page.reload();
  await expect(page.locator('[data-fact="status"] dd')).toContainText('Disabled', { timeout: 15_000 });

  // Cold and signed in: the owner's own page; its way back replaces the address with the list's.
  await page.goto(`/admin/users/${ownerId}`);
  await expectUser(page, `/admin/users/${ownerId}`, 'Uma Owner');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expectList(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeFocused();

  // A name in the table is a link: open it, back / forward, then the page's own way back returns in history.
  const name = portal.userRow(member).getByRole('link', { name: 'Ivo Invited' });
  await expect(name).toHaveAttribute('href', `/admin/users/${memberId}`);
  await name.click();
  await expectUser(page, `/admin/users/${memberId}`, 'Ivo Invited');
  await expect(page.getByRole('heading', { level: 2, name: 'Ivo Invited' })).toBeFocused();
  await page.goBack();
  await expectList(page, '/admin/users');
  await page.goForward();
  await expectUser(page, `/admin/users/${memberId}`, 'Ivo Invited');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expectList(page, '/admin/users');
  await page.goForward();
  await expectUser(page, `/admin/users/${memberId}`, 'Ivo Invited');

  // Another account's or no user, and an id that is no user id: "User not found" with the way back.
  for (const id of [UNKNOWN, 'not-a-user-id']) {
    await page.goto(`/admin/users/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'User not found' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle('User not found · Users · Administration · Portico demo');
  }
  await checkScreen(page, 'admin portal, user not found');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expectList(page, '/admin/users');
});

test('the hosted portal: one user by address after the hosted login, and back to the list', async ({ page, request }) => {
  const { owner, memberId } = await ownerAndMember(request, 'user-route-hosted');
  await signInThrough(page, `/oauth/portal/users/${memberId}?ui_locales=en`, owner);
  await expectUser(page, `/oauth/portal/users/${memberId}`, 'Ivo Invited', 'Portico');
  await checkScreen(page, 'hosted portal, one user by address');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expectList(page, '/oauth/portal/users');
  await expect(page).toHaveURL(/\/oauth\/portal\/users\?ui_locales=en$/);
});

test('preview mode: a sample user by address, and one that is not there', async ({ page }) => {
  await new DemoPage(page).signInPreview();
  await page.goto('/admin/users/preview-user-1');
  await expectUser(page, '/admin/users/preview-user-1', 'Ada Lovelace');
  await expect(page.locator('[data-fact="roles"] dd')).toHaveText('ReadOnly');
  await page.goto(`/admin/users/${UNKNOWN}`);
  await expect(page.getByRole('heading', { level: 2, name: 'User not found' })).toBeVisible({ timeout: 15_000 });
});
