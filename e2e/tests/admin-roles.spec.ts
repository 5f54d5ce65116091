import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('admin creates a role with two permissions; the matrix shows exactly those', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Roles');
  const name = `Auditor ${suffix()}`;
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = portal.dialog('Create role');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: 'read users' }).check();
  await dialog.getByRole('checkbox', { name: 'read groups' }).check();
  await checkScreen(page, 'admin create role dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = portal.tableRow('Roles', name);
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // The server kept it: after a reload the matrix column of the new role has exactly the two permissions.
  await portal.reopen();
  await portal.go('Roles');
  await expect(portal.tableRow('Roles', name).getByRole('cell').nth(3)).toHaveText('2');
  await expect(page.getByRole('checkbox', { name: `read users for ${name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `read groups for ${name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `write users for ${name}` })).not.toBeChecked();
});

test('admin creates a group with a role; it lists the role after a reload', async ({ page }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Groups');
  const name = `Support team ${suffix()}`;
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = portal.dialog('Create group');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Answers the phone');
  await dialog.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Support', exact: true }).check();
  await checkScreen(page, 'admin create group dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(portal.tableRow('Groups', name)).toContainText('Support');

  await portal.reopen();
  await portal.go('Groups');
  const row = portal.tableRow('Groups', name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Answers the phone');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Support');
});
