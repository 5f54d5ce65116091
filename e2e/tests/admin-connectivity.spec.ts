import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, inviteUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { waitForMail } from '../pages/mailbox';
import { screenshot } from '../pages/screenshots';
import { verifyPorticoSignature, WebhookReceiver } from '../pages/webhook-receiver';

const SECRET = 'whsec_e2e_journey_secret';

test('a webhook to a local receiver gets a signed delivery for an invitation, an e-mail subscription mails it; a dead receiver is retried; "retry" delivers', async ({ page, request }) => {
  const receiver = new WebhookReceiver();
  await receiver.start();
  try {
    const portal = new AdminPortalPage(page);
    await portal.signInAndOpen(ENV.admin, ENV.password);
    await portal.go('Connectivity');
    const name = `Users feed ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = portal.dialog('Create webhook');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel('Signing secret').fill(SECRET);
    // "User created" only: an invitation of a new address also emits "User invited" (admin-events-delivered.spec.ts).
    await dialog.getByRole('checkbox', { name: 'User created' }).check();
    await dialog.getByRole('button', { name: 'Send test event' }).click();
    await expect(dialog.getByText('Test delivered (status 200)')).toBeVisible();
    await checkScreen(page, 'admin connectivity webhook dialog');
    await screenshot(page, 'admin-connectivity-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(portal.tableRow('Webhooks', name)).toContainText('Active');

    // An e-mail subscription edited in the portal: "User created" is mailed to an operator.
    const ops = uniqueEmail('ops');
    await page.getByRole('button', { name: 'Edit notifications of User created' }).click();
    const notify = portal.dialog('Notifications of User created');
    await notify.getByLabel('Email recipients').fill(ops);
    await checkScreen(page, 'admin connectivity notifications dialog');
    await notify.getByRole('button', { name: 'Save' }).click();
    await expect(notify).toBeHidden();
    await expect(portal.tableRow('Notifications', 'User created')).toContainText(ops);

    // An invitation: the server's worker delivers the signed event to the receiver.
    const token = await apiLogin(request, ENV.admin, ENV.password);
    const invited = uniqueEmail('hooked');
    await inviteUser(request, token, invited, 'Hooked User');
    await expect.poll(() => receiver.deliveriesFor(invited).length, { timeout: 10_000 }).toBe(1);
    const [delivery] = receiver.deliveriesFor(invited);
    expect(verifyPorticoSignature(SECRET, String(delivery!.headers['x-portico-signature']), delivery!.body)).toBe(true);
    expect(verifyPorticoSignature('wrong', String(delivery!.headers['x-portico-signature']), delivery!.body)).toBe(false);
    expect(JSON.parse(delivery!.body)).toMatchObject({ eventKey: 'frontegg.user.created', data: { email: invited } });
    expect((await waitForMail(request, ops, /^Portico: User created$/)).text).toContain(invited);

    await page.getByRole('button', { name: `Logs of ${name}` }).click();
    const logs = page.getByRole('table', { name: `Deliveries of ${name}` });
    await expect(logs.getByRole('row').nth(1)).toContainText('Delivered');
    await expect(logs.getByRole('row').nth(1)).toContainText('200');

    // The receiver goes away: the next event fails and is scheduled for a retry.
    await receiver.stop();
    const second = uniqueEmail('hooked-dead');
    await inviteUser(request, token, second, 'Dead Letter');
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect(async () => {
      await refresh.click();
      await expect(logs.getByRole('row').nth(1)).toContainText('Retrying', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(logs.getByRole('row').nth(1)).toContainText('ECONNREFUSED');
    await checkScreen(page, 'admin connectivity logs with a retry');
    await screenshot(page, 'admin-connectivity-logs', { fullPage: true });

    // Back up: "retry" queues the delivery again and it arrives.
    await receiver.start();
    await logs.getByRole('row').nth(1).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Delivery queued again')).toBeVisible();
    await expect.poll(() => receiver.deliveriesFor(second).length, { timeout: 10_000 }).toBe(1);
    await expect(async () => {
      await refresh.click();
      await expect(logs.getByRole('row').nth(1)).toContainText('Delivered', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Webhooks', level: 3 }) });
    await expect(card).toContainText('Active');
    await screenshot(page, 'admin-connectivity', { fullPage: true });
  } finally {
    await receiver.stop();
  }
});
