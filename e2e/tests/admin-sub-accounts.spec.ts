import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { waitForMail } from '../pages/mailbox';
import { screenshot } from '../pages/screenshots';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('admin creates a sub-account and adds a member; the member switches to it and the tab keeps it', async ({ page, request }) => {
  // A member of Acme (invited and activated through the API), so the admin's own tenants stay as other journeys expect.
  const email = uniqueEmail('branch-member');
  const password = 'branch member passphrase';
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, 'Bea Branch');
  const link = new URL((await waitForMail(request, email, /invited to Acme/)).links[0]!);
  const activated = await request.post(`${ENV.server}/frontegg/identity/resources/users/v1/activate`, {
    headers: { 'x-portico-source': 'e2e' },
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password },
  });
  expect(activated.status(), await activated.text()).toBe(200);

  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('All accounts');
  const tree = page.getByRole('tree', { name: 'Accounts' });
  await expect(tree.getByRole('treeitem', { name: 'Acme', exact: true })).toHaveAttribute('aria-selected', 'true');
  const branch = `Branch ${suffix()}`;
  await page.getByRole('button', { name: 'New sub-account under Acme' }).click();
  const create = portal.dialog('New sub-account under Acme');
  await create.getByLabel('Name').fill(branch);
  await checkScreen(page, 'admin create sub-account dialog');
  await create.getByRole('button', { name: 'Create sub-account' }).click();
  await expect(create).toBeHidden();

  // Keyboard: the new account is reachable in the tree and selected with Enter.
  const node = tree.getByRole('treeitem', { name: branch, exact: true });
  await expect(node).toHaveAttribute('aria-level', '2');
  await tree.getByRole('treeitem', { name: 'Acme', exact: true }).focus();
  await page.keyboard.press('End');
  while (!(await node.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(node).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 3, name: branch, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const add = portal.dialog(`Add a user to ${branch}`);
  await add.getByLabel('Email').fill(email);
  await add.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Support', exact: true }).check();
  await expect(add.getByRole('checkbox', { name: 'Allow access to lower sub-accounts' })).not.toBeChecked();
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add).toBeHidden();
  const row = portal.tableRow(`Users of ${branch}`, email);
  await expect(row).toContainText('Support');
  await expect(page.getByRole('switch', { name: `Allow Bea Branch to reach lower sub-accounts` })).not.toBeChecked();
  await checkScreen(page, 'admin all accounts');
  await screenshot(page, 'admin-allAccounts-desktop', { fullPage: true });

  // The server kept the hierarchy: after a reload the sub-account and its user are there.
  await portal.reopen();
  await portal.go('All accounts');
  await tree.getByRole('treeitem', { name: branch, exact: true }).click();
  await expect(portal.tableRow(`Users of ${branch}`, email)).toContainText('Support');

  const home = new HomePage(page);
  await page.getByRole('link', { name: 'Portico demo' }).click();
  await home.logOut();
  await new LoginPage(page).signIn(email, password);
  await home.expectSignedIn(email);
  const tenant = page.getByLabel('Active tenant');
  // The switcher appears once the member's tenants have loaded (after the e-mail): wait for both before reading them.
  await expect(tenant.locator('option')).toHaveCount(2);
  expect((await tenant.locator('option').allTextContents()).sort()).toEqual(['Acme', branch].sort());
  await tenant.selectOption({ label: branch });
  await expect(tenant.locator('option:checked')).toHaveText(branch);
  await expect(page.getByTestId('user-roles')).toHaveText('Support');
  // Session per tenant: this tab keeps the tenant in sessionStorage and comes back to it after a reload.
  expect(await page.evaluate(() => sessionStorage.getItem('portico:active-tenant'))).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByTestId('user-roles')).toHaveText('Support');
  await expect(page.getByLabel('Active tenant').locator('option:checked')).toHaveText(branch);
  await checkScreen(page, 'home in a sub-account');
});
