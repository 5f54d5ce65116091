import { ScimClient } from '../../apps/server/scripts/scim-client';
import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { screenshot } from '../pages/screenshots';

test('admin creates a SCIM connection, copies the token; a SCIM client creates, disables and deletes a user the users table reflects', async ({ page, context }) => {
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

  // The token is shown once, with the base URL; both copy to the clipboard.
  const shown = portal.dialog('Your SCIM bearer token');
  await expect(shown).toBeVisible();
  const baseUrl = await shown.getByLabel('SCIM base URL').inputValue();
  expect(baseUrl).toBe(`${ENV.demo}/frontegg/scim/v2`);
  await shown.locator('[data-copy="scimToken"]').getByRole('button', { name: 'Copy' }).click();
  await expect(shown.locator('[data-copy="scimToken"]').getByRole('status')).toHaveText('Copied to clipboard');
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await shown.getByLabel('Bearer token').inputValue());
  expect(token).toMatch(/^portico_scim_/);
  await checkScreen(page, 'admin provisioning token dialog');
  await screenshot(page, 'admin-provisioning-token');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  expect(await page.content()).not.toContain(token);
  const connection = portal.tableRow('Provisioning', name);
  await expect(connection.locator('.portico-admin-provisioning__count')).toHaveText('0');

  // The identity provider's side: the shown base URL and the copied token.
  const scim = new ScimClient(baseUrl, token);
  const email = uniqueEmail('zora.scim');
  const created = await scim.create(email, 'Zora', 'Provisioned');
  const seeUser = async () => {
    await portal.go('Provisioning');
    await portal.go('Users');
    await page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search', { exact: true })).first().fill(email);
    return portal.userRow(email);
  };
  let row = await seeUser();
  await expect(row.locator('[data-managed-by="scim2"]')).toHaveText('SCIM');
  await expect(row).not.toContainText('Disabled');

  expect((await scim.setActive(created.id, false)).active).toBe(false);
  row = await seeUser();
  await expect(row).toContainText('Disabled');
  await checkScreen(page, 'admin users table with a disabled SCIM user');

  await scim.delete(created.id);
  row = await seeUser();
  await expect(row).toHaveCount(0);
  expect(await scim.find(email)).toBeNull();

  // The connection counts what it provisioned; deleting it (with confirmation) revokes the token.
  await portal.go('Provisioning');
  await expect(connection.locator('.portico-admin-provisioning__count')).toHaveText('0');
  await scim.create(uniqueEmail('kept.scim'));
  await portal.go('Users');
  await portal.go('Provisioning');
  await expect(connection.locator('.portico-admin-provisioning__count')).toHaveText('1');
  await checkScreen(page, 'admin provisioning section');
  await screenshot(page, 'admin-provisioning');
  await connection.getByRole('button', { name: `Delete connection ${name}` }).click();
  const confirm = portal.dialog(`Delete connection ${name}?`);
  await confirm.getByRole('button', { name: 'Delete connection' }).click();
  await expect(confirm).toBeHidden();
  await expect(connection).toHaveCount(0);
  await expect(scim.find(email)).rejects.toMatchObject({ status: 401 });
});
