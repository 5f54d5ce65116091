import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPortalPage, expectToast, toast } from '../pages/admin-portal';
import { createActiveUser } from '../pages/api';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { LoginPage } from '../pages/login-page';
import { shootScreen } from '../pages/screenshots';
import { startSamlIdp } from '../pages/sso-idp';

// Issue 28: what the portal says happens, happens on the server. One journey per promise, each checked after a reload.

const PASSWORD = 'Promises-kept-e2e-1';
// A 1×1 PNG: the smallest picture the server's magic-byte check takes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A new account whose owner is signed in to the portal. */
async function newOwner(page: Page, request: APIRequestContext, prefix: string): Promise<{ portal: AdminPortalPage; email: string }> {
  const email = uniqueEmail(prefix);
  await createActiveUser(request, email, PASSWORD, 'Promise Owner');
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(email, PASSWORD);
  return { portal, email };
}

test('SSO: domain, SSO URL and certificate are saved together or not at all; a certificate that is not one is refused at its field; the configuration can be deleted', async ({ page, request }) => {
  test.setTimeout(60_000);
  const idp = await startSamlIdp();
  try {
    const { portal } = await newOwner(page, request, 'sso-promise');
    await portal.go('Single sign-on');
    const domain = `promise-${Date.now().toString(36)}.test`;
    const certificate = page.getByLabel('Signing certificate (PEM)');
    await page.getByLabel('E-mail domain').fill(domain);
    await page.getByLabel('SSO URL').fill(`${idp.url}/sso`);
    await certificate.fill('not a cert');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(certificate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Paste the certificate in PEM')).toBeVisible();
    // Shaped like a certificate but not one: the server refuses the whole save, shown at the field.
    await certificate.fill(`MII${'A'.repeat(400)}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Not a valid X.509 certificate (PEM or base64 DER)')).toBeVisible();
    await portal.reopen();
    await portal.go('Single sign-on');
    await expect(page.getByLabel('E-mail domain')).toHaveValue('');

    // One save stores all three; the form keeps them, and so does a reload.
    await page.getByLabel('E-mail domain').fill(domain);
    await page.getByLabel('SSO URL').fill(`${idp.url}/sso`);
    await page.getByLabel('Signing certificate (PEM)').fill(idp.key.cert);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await expect(page.getByLabel('SSO URL')).toHaveValue(`${idp.url}/sso`);
    await portal.reopen();
    await portal.go('Single sign-on');
    await expect(page.getByLabel('E-mail domain')).toHaveValue(domain);
    await expect(page.getByLabel('SSO URL')).toHaveValue(`${idp.url}/sso`);
    await expect(page.getByLabel('Signing certificate (PEM)')).toHaveValue(idp.key.certBase64);
    await shootScreen(page, 'admin-sso-saved', { fullPage: true });

    await page.getByRole('button', { name: 'Delete configuration' }).click();
    const confirm = portal.dialog('Delete the SSO configuration?');
    await checkScreen(page, 'sso delete dialog');
    await confirm.getByRole('button', { name: 'Delete configuration' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByLabel('E-mail domain')).toHaveValue('');
    await portal.reopen();
    await portal.go('Single sign-on');
    await expect(page.getByLabel('E-mail domain')).toHaveValue('');
    await expect(page.getByLabel('SSO URL')).toHaveValue('');
  } finally {
    await idp.close();
  }
});

test('All accounts: the own account shows no "Account not found" banner', async ({ page, request }) => {
  const notFound: string[] = [];
  page.on('response', (r) => r.url().includes('/sub-tenants/users/') && r.status() === 404 && notFound.push(r.url()));
  const { portal } = await newOwner(page, request, 'accounts-promise');
  await portal.go('All accounts');
  await expect(page.getByRole('tree', { name: 'Accounts' }).getByRole('treeitem').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.portico-admin-accounts__own')).toBeVisible();
  // The banner came right after the tree (the users of the own account were asked for): give that call time to happen.
  await page.waitForTimeout(1500);
  await expect(page.locator('[data-section-id="allAccounts"]').getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(notFound).toEqual([]);
  await checkScreen(page, 'all accounts: own account');
});

test('Profile picture: shown under the host\'s strict CSP once uploaded, and removable', async ({ page, request }) => {
  const { portal } = await newOwner(page, request, 'picture-promise');
  await portal.go('Profile');
  await page.locator('.portico-admin-picture input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture updated')).toBeVisible();
  const avatar = page.locator('img.portico-admin-avatar');
  // Loaded (not blocked by img-src 'self'), from the host's own origin.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(new URL((await avatar.getAttribute('src'))!).origin).toBe(ENV.demo);
  await checkScreen(page, 'profile with picture');
  await portal.reopen();
  await portal.go('Profile');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await shootScreen(page, 'admin-profile-picture');
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Picture removed')).toBeVisible();
  await expect(avatar).toHaveCount(0);
  await portal.reopen();
  await portal.go('Profile');
  await expect(page.locator('.portico-admin-upload')).toBeVisible();
  await expect(avatar).toHaveCount(0);
});

test('Roles: exactly one default role, changed from the UI (a vendor role included), never unticked into none', async ({ page, request }) => {
  const { portal } = await newOwner(page, request, 'roles-promise');
  await portal.go('Roles');
  const defaults = page.locator('[data-badge="default"]');
  await expect(defaults).toHaveCount(1);
  await page.getByRole('button', { name: 'New role' }).click();
  const create = portal.dialog('Create role');
  await create.getByLabel('Name').fill('Auditor');
  await create.getByRole('checkbox', { name: 'Default role for new users' }).check();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  const row = (name: string) => page.getByRole('row').filter({ has: page.locator('.portico-admin-role-name', { hasText: new RegExp(`^${name}`) }) });
  await expect(row('Auditor').locator('[data-badge="default"]')).toBeVisible();
  await expect(defaults).toHaveCount(1);

  // The default's own checkbox cannot be unticked: the dialog says how to change it.
  await page.getByRole('button', { name: 'Edit role Auditor' }).click();
  const edit = portal.dialog('Edit role');
  await expect(edit.getByRole('checkbox', { name: 'Default role for new users' })).toBeDisabled();
  await expect(edit.getByText('To change it, make another role the default.')).toBeVisible();
  await checkScreen(page, 'roles: default role dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A vendor role becomes the default again from the row.
  await row('ReadOnly').getByRole('button', { name: 'Make default' }).click();
  await expect(row('ReadOnly').locator('[data-badge="default"]')).toBeVisible();
  await expect(defaults).toHaveCount(1);
  await portal.reopen();
  await portal.go('Roles');
  await expect(row('ReadOnly').locator('[data-badge="default"]')).toBeVisible();
  await expect(defaults).toHaveCount(1);
  await expect(row('Auditor').getByRole('button', { name: 'Delete role Auditor' })).toBeEnabled();
  await shootScreen(page, 'admin-roles-default');
});

test('Users: a pending invitee shows the name given at invite; bulk invite invites the good rows and names each bad one with its reason, in the dialog', async ({ page, request }) => {
  const { portal, email } = await newOwner(page, request, 'users-promise');
  await portal.go('Users');
  const invitee = uniqueEmail('named-invitee');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = portal.dialog('Invite user');
  await invite.getByLabel('Name').fill('Nora Named');
  await invite.getByLabel('Email', { exact: true }).fill(invitee);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(portal.userRow(invitee).locator('.portico-admin-user-name')).toHaveText('Nora Named');

  const good = uniqueEmail('bulk-good');
  await page.getByRole('button', { name: 'Bulk invite' }).click();
  const bulk = portal.dialog('Invite several users');
  await bulk.getByLabel('Email addresses').fill(`${good}, not-an-address, ${email}`);
  await bulk.getByRole('button', { name: 'Send invitations' }).click();
  const rows = bulk.locator('.portico-admin-bulk-row');
  await expect(bulk.locator('.portico-admin-bulk-summary')).toHaveText('1 invited, 2 not invited');
  await expect(rows.filter({ hasText: 'not-an-address' })).toContainText('Not a valid e-mail address');
  await expect(rows.filter({ hasText: email })).toHaveAttribute('data-outcome', 'member');
  await expect(rows.filter({ hasText: email })).toContainText('Already a member of this account');
  await expect(rows.filter({ hasText: good })).toHaveAttribute('data-outcome', 'invited');
  // The refused rows are back in the field, to correct.
  await expect(bulk.getByLabel('Email addresses')).toHaveValue(`not-an-address\n${email}`);
  await shootScreen(page, 'admin-users-bulk-invite');
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(portal.userRow(good)).toBeVisible();

  // A batch of good addresses closes the dialog; the toast names them, and focus is back on the button that opened it.
  const more = uniqueEmail('bulk-more');
  const opener = page.getByRole('button', { name: 'Bulk invite' });
  await opener.click();
  await bulk.getByLabel('Email addresses').fill(more);
  await bulk.getByRole('button', { name: 'Send invitations' }).click();
  await expect(bulk).toBeHidden();
  await expect(toast(page, `Invited: ${more}`)).toBeVisible();
  await expect(opener).toBeFocused();
  await checkScreen(page, 'admin users: bulk invite toast');
  await expect(portal.userRow(more)).toBeVisible();

  // A new account has no API tokens: the empty table says how to make one.
  await portal.go('API tokens');
  await expect(page.locator('[data-empty-state="tenantTokens"]')).toHaveText('No API tokens yet. Use "Generate token" to call the API for the whole account.');
  await checkScreen(page, 'admin API tokens: empty');
  // On a phone the table scrolls sideways; its empty sentence stays inside the visible part (it was cut off at the edge).
  await page.setViewportSize({ width: 390, height: 844 });
  const empty = page.locator('[data-empty-state="tenantTokens"] .portico-admin-table-empty-text');
  const area = page.locator('[data-section-id] .portico-admin-table-scroll');
  await expect.poll(async () => {
    const [box, text] = [(await area.boundingBox())!, (await empty.boundingBox())!];
    return text.x >= box.x && text.x + text.width <= box.x + box.width;
  }).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Billing: plan changes are confirmed with price, proration and date; a trial can end now (invoice + PDF) or downgrade to Free truthfully; cards are made default and removed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { portal } = await newOwner(page, request, 'billing-promise');
  await portal.go('Subscription');
  const status = page.locator('.portico-billing__subscription-status');

  // Nothing is sent until confirmed: the confirmation says what will happen.
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  const confirm = page.getByRole('group', { name: 'Change to Basic?' });
  await expect(confirm).toContainText('Starts with a free 14-day trial');
  await expect(confirm.locator('.portico-billing__confirm-charge')).toHaveText('0.00 USD');
  await expect(confirm.getByRole('button', { name: 'Confirm Basic' })).toBeFocused();
  await expect(page.getByText('No subscription yet: choose a plan below.')).toBeVisible();
  await shootScreen(page, 'admin-subscriptions-confirm', { fullPage: true });
  await confirm.getByRole('button', { name: 'Confirm Basic' }).click();
  await expect(status).toHaveText('Trialing');

  await page.getByRole('radio', { name: 'Visa ending 4242 (succeeds)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.locator('.portico-billing__payment-method[data-default]')).toContainText('VISA ending in 4242');

  // End the trial now: the first month is charged, the invoice and its PDF are reachable.
  await page.getByRole('button', { name: 'End trial now' }).click();
  await expect(page.getByText('The trial ended: the first month was charged.')).toBeVisible();
  await expect(status).toHaveText('Active');
  const invoices = page.locator('[data-table="billing-invoices"] tbody tr');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('19.00 USD');
  const receipt = (await invoices.first().locator('.portico-billing__invoice-receipt').textContent())!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download PDF of invoice ${receipt}` }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${receipt}.pdf`);

  // Cards: a second one (3184, after its test challenge) becomes the default; the first is made default again; the second removed.
  await page.getByRole('radio', { name: 'Visa ending 3184 (needs authentication)' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await page.getByRole('region', { name: 'Authenticate this card' }).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.locator('.portico-billing__payment-method[data-default]')).toContainText('VISA ending in 3184');
  await page.getByRole('button', { name: /^Make default: VISA ending in 4242/ }).click();
  await expect(page.locator('.portico-billing__payment-method[data-default]')).toContainText('VISA ending in 4242');
  await page.getByRole('button', { name: /^Remove VISA ending in 3184/ }).click();
  await expect(page.locator('.portico-billing__payment-method')).toHaveCount(1);
  // The last card of a paid subscription stays, with the reason.
  await page.getByRole('button', { name: /^Remove VISA ending in 4242/ }).click();
  await expect(page.locator('.portico-billing__payment-method-error')).toHaveText('This card pays for the subscription: add another card before removing it');
  await shootScreen(page, 'admin-subscriptions-cards', { fullPage: true });

  // A downgrade is confirmed with its credit; after it the page shows what the server holds.
  await page.getByRole('button', { name: 'Downgrade Free' }).click();
  const down = page.getByRole('group', { name: 'Change to Free?' });
  await expect(down.locator('.portico-billing__confirm-credit')).toContainText('USD');
  await down.getByRole('button', { name: 'Confirm Free' }).click();
  await expect(page.locator('.portico-billing__subscription-plan')).toHaveText('Free');
  await expect(status).toHaveText('Active');
  await portal.reopen();
  await portal.go('Subscription');
  await expect(page.locator('.portico-billing__subscription-plan')).toHaveText('Free');
  await expect(status).toHaveText('Active');
});

test('Billing: a trial downgraded to Free is not "Free – Trialing"', async ({ page, request }) => {
  const { portal } = await newOwner(page, request, 'trial-free-promise');
  await portal.go('Subscription');
  const status = page.locator('.portico-billing__subscription-status');
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Confirm Basic' }).click();
  await expect(status).toHaveText('Trialing');
  await page.getByRole('button', { name: 'Downgrade Free' }).click();
  await expect(page.getByRole('group', { name: 'Change to Free?' })).toContainText('Your trial ends now and the free plan starts.');
  await page.getByRole('button', { name: 'Confirm Free' }).click();
  await expect(page.locator('.portico-billing__subscription-plan')).toHaveText('Free');
  await expect(status).toHaveText('Active');
  await expect(page.locator('.portico-billing__subscription-trial-end')).toHaveCount(0);
  await portal.reopen();
  await portal.go('Subscription');
  await expect(status).toHaveText('Active');
  await expect(page.locator('.portico-billing__subscription-trial-end')).toHaveCount(0);
});

test('Billing: a trial can be cancelled outright', async ({ page, request }) => {
  const { portal } = await newOwner(page, request, 'trial-cancel-promise');
  await portal.go('Subscription');
  const status = page.locator('.portico-billing__subscription-status');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await page.getByRole('button', { name: 'Confirm Pro' }).click();
  await expect(status).toHaveText('Trialing');
  await page.getByRole('button', { name: 'Cancel trial' }).click();
  await expect(page.getByText('The subscription ended.')).toBeVisible();
  await expect(status).toHaveText('Canceled');
  await portal.reopen();
  await portal.go('Subscription');
  await expect(status).toHaveText('Canceled');
});

test('Custom login alias: "ux probe!" is refused with the rule; a URL-safe slug is saved', async ({ page, request }) => {
  const { portal } = await newOwner(page, request, 'alias-promise');
  await portal.go('Account');
  await page.getByRole('tab', { name: 'Custom login' }).click();
  const alias = page.getByLabel('Login alias');
  await alias.fill('ux probe!');
  await page.getByRole('button', { name: 'Save custom login' }).click();
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use 1 to 63 lowercase letters, digits and hyphens')).toBeVisible();
  await checkScreen(page, 'custom login: alias refused');
  await portal.reopen();
  await portal.go('Account');
  await page.getByRole('tab', { name: 'Custom login' }).click();
  await expect(alias).toHaveValue('');
  await alias.fill('ux-probe');
  await page.getByRole('button', { name: 'Save custom login' }).click();
  await expectToast(page, 'Saved');
  await portal.reopen();
  await portal.go('Account');
  await page.getByRole('tab', { name: 'Custom login' }).click();
  await expect(alias).toHaveValue('ux-probe');
});

test('Preview mode: Usage, webhook deliveries, channel subscriptions, invoices and All accounts work on sample data', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/account/login');
  await page.getByRole('switch', { name: 'Preview mode' }).check();
  await expect(page.getByRole('note')).toContainText('Preview mode');
  const serverCalls: string[] = [];
  page.on('request', (r) => /\/frontegg\//.test(r.url()) && serverCalls.push(r.url()));
  await page.goto('/account/login');
  await new LoginPage(page).signIn('someone@example.com', 'anything at all');
  await expect(page.getByTestId('user-email')).toHaveText('preview.user@acme.example');
  const portal = new AdminPortalPage(page);
  await portal.open();

  await portal.go('Usage');
  await expect(page.locator('.portico-billing__usage-plan')).toHaveText('Plan: Basic');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="seats"]')).toBeVisible();
  await checkScreen(page, 'preview: usage');

  await portal.go('Connectivity');
  await expect(page.locator('.portico-admin-connectivity__card[data-channel="email"]')).toContainText('1 subscribed event');
  await expect(page.locator('.portico-admin-connectivity__card[data-channel="slack"]')).toContainText('1 subscribed event');
  await page.getByRole('button', { name: 'Logs of Acme audit sink' }).click();
  const logs = page.getByRole('table', { name: 'Deliveries of Acme audit sink' });
  await expect(logs.getByRole('row')).toHaveCount(4);
  await shootScreen(page, 'admin-connectivity-preview', { fullPage: true });

  await portal.go('Subscription');
  await expect(page.locator('.portico-billing__subscription-plan')).toHaveText('Basic');
  await expect(page.locator('[data-table="billing-invoices"] tbody tr')).toHaveCount(2);
  await expect(page.locator('.portico-billing__payment-method')).toHaveCount(1);
  await checkScreen(page, 'preview: subscription');

  await portal.go('All accounts');
  await expect(page.locator('.portico-admin-accounts__own')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.locator('[data-section-id="allAccounts"]').getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(serverCalls).toEqual([]);
});
