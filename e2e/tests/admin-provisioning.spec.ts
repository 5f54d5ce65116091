import { ScimClient } from '../../apps/server/scripts/scim-client';
import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { screenshot } from '../pages/screenshots';

/** The SCIM base URL the provisioning section shows for the demo (its same-origin proxy forwards /frontegg). */
const SCIM_BASE_URL = `${ENV.demo}/frontegg/scim/v2`;

test('admin creates a SCIM connection, copies the token shown once; it works until the connection is deleted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ENV.demo });
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Provisioning');
  const name = `Okta ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New SCIM connection' }).click();
  const create = portal.dialog('New SCIM connection');
  await create.getByLabel('Connection name').fill(name);
  await create.getByLabel('Identity provider').selectOption('okta');
  await checkScreen(page, 'admin provisioning create dialog');
  await screenshot(page, 'admin-provisioning-create');
  await create.getByRole('button', { name: 'Create connection' }).click();
  await expect(create).toBeHidden();

  const shown = portal.dialog('Your SCIM bearer token');
  await expect(shown.getByLabel('SCIM base URL')).toHaveValue(SCIM_BASE_URL);
  await shown.locator('[data-copy="scimToken"]').getByRole('button', { name: 'Copy' }).click();
  await expect(shown.locator('[data-copy="scimToken"]').getByRole('status')).toHaveText('Copied to clipboard');
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await shown.getByLabel('Bearer token').inputValue());
  expect(token).toMatch(/^portico_scim_/);
  await checkScreen(page, 'admin provisioning token dialog');
  await screenshot(page, 'admin-provisioning-token');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  // Shown once: nothing on the page carries the token any more.
  expect(await page.content()).not.toContain(token);
  const connection = portal.tableRow('Provisioning', name);
  await expect(connection.locator('.portico-admin-provisioning__count')).toHaveText('0');
  await checkScreen(page, 'admin provisioning section');
  await screenshot(page, 'admin-provisioning');

  // The copied token and shown base URL are what an identity provider needs.
  const scim = new ScimClient(SCIM_BASE_URL, token);
  expect(await scim.find(uniqueEmail('nobody'))).toBeNull();
  await connection.getByRole('button', { name: `Delete connection ${name}` }).click();
  const confirm = portal.dialog(`Delete connection ${name}?`);
  await confirm.getByRole('button', { name: 'Delete connection' }).click();
  await expect(confirm).toBeHidden();
  await expect(connection).toHaveCount(0);
  await expect(scim.find(uniqueEmail('nobody'))).rejects.toMatchObject({ status: 401 });
});

test('a SCIM client creates, disables and deletes a user; the users table and the connection count reflect it', async ({ page, request }) => {
  const adminToken = await apiLogin(request, ENV.admin, ENV.password);
  const name = `Entra ${Date.now().toString(36)}`;
  const res = await request.post(`${ENV.server}/frontegg/directory/resources/v1/configurations/scim2`, {
    headers: { authorization: `Bearer ${adminToken}`, 'x-portico-source': 'e2e' }, data: { connectionName: name, source: 'azure-ad' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const scim = new ScimClient(SCIM_BASE_URL, ((await res.json()) as { token: string }).token);
  const email = uniqueEmail('zora.scim');
  const created = await scim.create(email, 'Zora', 'Provisioned');

  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  const connection = portal.tableRow('Provisioning', name);
  // Provisioning, then Users: each section loads on mount, so both show the server's state after each SCIM call.
  const seeUser = async (count: string) => {
    await portal.go('Provisioning');
    await expect(connection.locator('.portico-admin-provisioning__count')).toHaveText(count);
    await portal.go('Users');
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(page.locator('[data-section-id="users"]')).toHaveAttribute('data-status', 'ready');
    return portal.userRow(email);
  };
  let row = await seeUser('1');
  await expect(row.locator('[data-managed-by="scim2"]')).toHaveText('SCIM');
  await expect(row).not.toContainText('Disabled');

  expect((await scim.setActive(created.id, false)).active).toBe(false);
  row = await seeUser('1');
  await expect(row).toContainText('Disabled');

  await scim.delete(created.id);
  row = await seeUser('0');
  await expect(row).toHaveCount(0);
  expect(await scim.find(email)).toBeNull();
});
