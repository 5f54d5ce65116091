import { apiLogin, inviteUser } from '../pages/api';
import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, recordCspViolations, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { waitForMail } from '../pages/mailbox';
import { NotificationsBell } from '../pages/notifications-bell';
import { screenshot } from '../pages/screenshots';

const PASSWORD = 'bell member passphrase';
const ID = `${ENV.server}/frontegg/identity/resources`;

test('an admin changes a member\'s role → the member sees it in the bell → marks it read', async ({ page, request, browser }) => {
  // A fresh member without roles (so without the bell), activated from the mailbox.
  const email = uniqueEmail('bell-member');
  const name = 'Bella Bell';
  await inviteUser(request, await apiLogin(request, ENV.admin, ENV.password), email, name);
  const link = new URL((await waitForMail(request, email, /invited to Acme/)).links[0]!);
  const activate = await request.post(`${ID}/users/v1/activate`, {
    headers: { 'x-portico-source': 'e2e' },
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password: PASSWORD },
  });
  expect(activate.status(), await activate.text()).toBe(200);

  // The admin gives them the ReadOnly role in the portal.
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('Users');
  await portal.setRoles(email, name, ['ReadOnly']);
  await expect(page.getByRole('status').filter({ hasText: 'Roles updated' })).toBeVisible();

  // The member, in their own browser, sees one unread notification in the bell.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await recordCspViolations(memberPage);
  const member = new AdminPortalPage(memberPage);
  await member.signInAndOpen(email, PASSWORD);
  const bell = new NotificationsBell(memberPage);
  await expect(bell.button()).toHaveAccessibleName('Notifications (1 unread)');
  await expect(bell.live()).toHaveText('1 unread notification');
  await expect(bell.button()).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: focus the bell, open with Enter; the notification names the admin.
  await bell.button().focus();
  await memberPage.keyboard.press('Enter');
  await expect(bell.panel()).toBeVisible();
  const item = bell.item('Your roles were changed');
  await expect(item).toContainText(`${ENV.admin} changed your roles in this account`);
  await expect(item).toHaveAttribute('data-status', 'unread');
  await checkScreen(memberPage, 'admin notifications bell open');
  await screenshot(memberPage, 'admin-notifications-bell');

  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(item).toHaveAttribute('data-status', 'read');
  await expect(bell.button()).toHaveAccessibleName('Notifications');
  await expect(bell.live()).toHaveText('No unread notifications');

  // Escape closes the panel and gives focus back to the bell.
  await memberPage.keyboard.press('Escape');
  await expect(bell.panel()).toBeHidden();
  await expect(bell.button()).toBeFocused();

  // The server kept it read.
  await member.reopen();
  await expect(bell.live()).toHaveText('No unread notifications');
  await bell.open();
  await expect(bell.item('Your roles were changed')).toHaveAttribute('data-status', 'read');
  await context.close();
});
