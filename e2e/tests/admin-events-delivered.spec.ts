import { AdminPortalPage } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { expect, recordCspViolations, test } from '../pages/checks';
import { uniqueEmail } from '../pages/env';
import { waitForMail } from '../pages/mailbox';
import { shootScreen } from '../pages/screenshots';
import { WebhookReceiver } from '../pages/webhook-receiver';

const PASSWORD = 'Events-e2e-Pass-1';

test('with a webhook and an e-mail recipient subscribed to "User invited", inviting a user delivers to both: the webhook logs and the dev mailbox show it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const receiver = new WebhookReceiver();
  await receiver.start();
  try {
    const email = uniqueEmail('events');
    await createActiveUser(request, email, PASSWORD, 'Events Owner');
    const portal = new AdminPortalPage(page);
    await portal.signInAndOpen(email, PASSWORD);
    await portal.go('Connectivity');
    const name = `Invitations ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = portal.dialog('Create webhook');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'User invited' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    // The generated signing secret is shown once; put away before the screens are shot.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(portal.tableRow('Webhooks', name)).toContainText('Active');
    const ops = uniqueEmail('ops-invited');
    await page.getByRole('button', { name: 'Edit notifications of User invited' }).click();
    const notify = portal.dialog('Notifications of User invited');
    await notify.getByLabel('Email recipients').fill(ops);
    await notify.getByRole('button', { name: 'Save' }).click();
    await expect(notify).toBeHidden();
    await expect(portal.tableRow('Notifications', 'User invited')).toContainText(ops);

    // The invitation, from the Users section.
    await portal.go('Users');
    const invited = uniqueEmail('invited');
    await portal.invite('Invited Person', invited);
    await expect.poll(() => receiver.deliveriesFor(invited).length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(receiver.deliveriesFor(invited)[0]!.body)).toMatchObject({ eventKey: 'frontegg.user.invitedToTenant', data: { email: invited } });

    // The webhook's logs show the delivery; the operator's mail is in the dev mailbox.
    await portal.go('Connectivity');
    await page.getByRole('button', { name: `Logs of ${name}` }).click();
    const logs = page.getByRole('table', { name: `Deliveries of ${name}` });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(logs.getByRole('row').nth(1)).toContainText('Delivered', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(logs.getByRole('row')).toHaveCount(2);
    await expect(logs.getByRole('row').nth(1)).toContainText('User invited');
    await shootScreen(page, 'admin-events-invited-logs', { fullPage: true });
    expect((await waitForMail(request, ops, /^Portico: User invited$/)).text).toContain(invited);
    const mailbox = await page.context().newPage();
    await recordCspViolations(mailbox);
    await mailbox.goto(`/mailbox?to=${encodeURIComponent(ops)}`);
    await expect(mailbox.getByRole('listitem').filter({ hasText: 'Portico: User invited' })).toContainText(invited);
    await shootScreen(mailbox, 'mailbox-event-mail');
    expect(receiver.deliveriesFor(invited)).toHaveLength(1);
  } finally {
    await receiver.stop();
  }
});
