import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { DemoPage } from '../pages/demo-page';
import { ENV, uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';

// One role's own address (/admin/roles/{id}, issue 27). The SSO section has no per-configuration views (an account has
// one SSO configuration), so it has no detail address. Own accounts only (fresh sign-ups): listed in SIDE_BY_SIDE.
const PASSWORD = 'detail route journey passphrase';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const atPath = (path: string) => new RegExp(`${escape(path)}(\\?[^/]*)?$`);

/** `POST /roles/v1` as the account's owner: a role of that account; its id. */
async function createRole(request: APIRequestContext, token: string, name: string, description: string): Promise<string> {
  const res = await request.post(`${ENV.server}/frontegg/identity/resources/roles/v1`, {
    headers: { 'x-portico-source': 'e2e', authorization: `Bearer ${token}` },
    data: { name, key: name.toLowerCase().replace(/\W+/g, '-'), description },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A fresh owner with one role of their own ('Auditor'); the owner's address and the role's id. */
async function ownerWithRole(request: APIRequestContext, tag: string) {
  const owner = uniqueEmail(`${tag}-owner`);
  await createActiveUser(request, owner, PASSWORD, 'Rhea Owner');
  const token = await apiLogin(request, owner, PASSWORD);
  return { owner, roleId: await createRole(request, token, 'Auditor', 'Reads the audit log') };
}

/** The portal shows the page of role `name` at `path`, titled after it. */
async function expectRole(page: Page, path: string, name: string, title = 'Portico demo') {
  await expect(page).toHaveURL(atPath(path));
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(new AdminPortalPage(page).nav().locator('[aria-current="page"]')).toHaveText('Roles');
  await expect(page).toHaveTitle(`${name} · Roles · Administration · ${title}`);
}

async function expectList(page: Page, path: string) {
  await expect(page).toHaveURL(atPath(path));
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Roles', exact: true })).toBeVisible();
}

/** A signed-out visit to `path` goes through the login and comes back to `path`. */
async function signInThrough(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/account\/login\?/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(atPath(path), { timeout: 15_000 });
}

const fact = (page: Page, key: string) => page.locator(`.portico-admin-role-facts [data-fact="${key}"] dd`);

test('one role by address: cold signed out and in, from the table and back, reload, an edit kept, not found', async ({ page, request }) => {
  const { owner, roleId } = await ownerWithRole(request, 'role-route');
  // A role of another account: not found here, as an id that is none.
  const stranger = await ownerWithRole(request, 'role-route-other');

  // Cold and signed out: the login first, then the very role the address named.
  await signInThrough(page, `/admin/roles/${roleId}`, owner);
  await expectRole(page, `/admin/roles/${roleId}`, 'Auditor');
  await expect(page.getByText('Reads the audit log')).toBeVisible();
  await expect(fact(page, 'kind')).toHaveText("This account's own role");
  await checkScreen(page, 'admin portal, one role by address');
  await page.reload();
  await expectRole(page, `/admin/roles/${roleId}`, 'Auditor');

  // The row's Edit, on the role's page: the server keeps it (a reload shows it).
  await page.getByRole('button', { name: 'Edit role Auditor' }).click();
  const dialog = new AdminPortalPage(page).dialog('Edit role');
  await dialog.getByLabel('Description').fill('Reads the audit log, every week');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('Reads the audit log, every week')).toBeVisible({ timeout: 15_000 });

  // Its way back, opened cold, replaces the address with the list's.
  await page.getByRole('link', { name: 'Back to roles' }).click();
  await expectList(page, '/admin/roles');
  await expect(page.getByRole('heading', { level: 2, name: 'Roles' })).toBeFocused();

  // A name in the table is a link: open it, back / forward, then the page's own way back returns in history.
  const name = page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'Auditor', exact: true });
  await expect(name).toHaveAttribute('href', `/admin/roles/${roleId}`);
  await name.click();
  await expectRole(page, `/admin/roles/${roleId}`, 'Auditor');
  await expect(page.getByRole('heading', { level: 2, name: 'Auditor' })).toBeFocused();
  await page.goBack();
  await expectList(page, '/admin/roles');
  await page.goForward();
  await expectRole(page, `/admin/roles/${roleId}`, 'Auditor');
  await page.getByRole('link', { name: 'Back to roles' }).click();
  await expectList(page, '/admin/roles');
  await page.goForward();
  await expectRole(page, `/admin/roles/${roleId}`, 'Auditor');
  await page.goBack();

  // The vendor's role: its page offers no edit or delete (view only), as its row.
  await page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Support' })).toBeVisible({ timeout: 15_000 });
  await expect(fact(page, 'kind')).toHaveText('Built in, view only');
  await expect(page.getByRole('button', { name: 'Edit role Support' })).toHaveCount(0);

  // Another account's role, no role, and an id that is no role id: "Role not found" with the way back.
  for (const id of [stranger.roleId, UNKNOWN, 'not-a-role-id']) {
    await page.goto(`/admin/roles/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Role not found' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/No role of this account has this address/)).toBeVisible();
    await expect(page).toHaveTitle('Role not found · Roles · Administration · Portico demo');
  }
  await checkScreen(page, 'admin portal, role not found');
  await page.getByRole('link', { name: 'Back to roles' }).click();
  await expectList(page, '/admin/roles');
});

test('the hosted portal: one role by address after the hosted login, and back to the list', async ({ page, request }) => {
  const { owner, roleId } = await ownerWithRole(request, 'role-route-hosted');
  await signInThrough(page, `/oauth/portal/roles/${roleId}?ui_locales=en`, owner);
  await expectRole(page, `/oauth/portal/roles/${roleId}`, 'Auditor', 'Portico');
  await checkScreen(page, 'hosted portal, one role by address');
  await page.getByRole('link', { name: 'Back to roles' }).click();
  await expectList(page, '/oauth/portal/roles');
  await expect(page).toHaveURL(/\/oauth\/portal\/roles\?ui_locales=en$/);
});

test('preview mode: a sample role by address, and one that is not there', async ({ page }) => {
  await new DemoPage(page).signInPreview();
  await page.goto('/admin/roles/role-support');
  await expectRole(page, '/admin/roles/role-support', 'Support');
  await expect(page.locator('.portico-admin-role-permissions li[data-permission="fe.secure.write.users"]')).toHaveText('Manage users');
  await page.goto(`/admin/roles/${UNKNOWN}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Role not found' })).toBeVisible({ timeout: 15_000 });
});
