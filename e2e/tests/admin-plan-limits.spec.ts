import { AdminPortalPage } from '../pages/admin-portal';
import { apiLogin, createActiveUser, inviteUser } from '../pages/api';
import { expect, test } from '../pages/checks';
import { ENV, uniqueEmail } from '../pages/env';
import { demoPlanLimits, noPlanLimits } from '../pages/plans';
import { shootScreen } from '../pages/screenshots';

const PASSWORD = 'Limits-e2e-Pass-1';
const FULL = 'Plan limit reached: the Free plan allows 3 seats. Choose a larger plan under Subscription to add more.';

// The seeded plans' limits are on for this journey (the others run without: setup/plans.setup.ts).
test.beforeEach(({ request }) => demoPlanLimits(request));
test.afterEach(({ request }) => noPlanLimits(request));

test('a full Free plan refuses the next invitation in the invite dialog, naming the plan and the limit; after an upgrade it goes through', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('limits');
  await createActiveUser(request, email, PASSWORD, 'Limits Owner');
  // The owner and two invitees fill Free's three seats (pending invitees count, as Usage counts them).
  const owner = await apiLogin(request, email, PASSWORD);
  for (const n of [1, 2]) await inviteUser(request, owner, uniqueEmail(`limits-seat-${n}`), `Seat ${n}`);
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(email, PASSWORD);
  await portal.go('Users');

  // The fourth seat: the server refuses, the dialog stays open and says why; nobody is added.
  const fourth = uniqueEmail('limits-fourth');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = portal.dialog('Invite user');
  await dialog.getByLabel('Name').fill('Fourth Seat');
  await dialog.getByLabel('Email').fill(fourth);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FULL);
  await shootScreen(page, 'admin-plan-limit-invite');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(portal.userRow(fourth)).toHaveCount(0);
  await portal.go('Usage');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="seats"]')).toContainText('3 of 3');

  // The owner takes Basic (a trial): the same invitation goes through at once.
  const plans = (await (await request.get(`${ENV.server}/frontegg/subscriptions/resources/billing/plans/v1`, { headers: { authorization: `Bearer ${owner}` } })).json()) as { id: string; slug: string }[];
  const sub = await request.post(`${ENV.server}/frontegg/subscriptions/resources/billing/subscriptions/v1`, {
    headers: { authorization: `Bearer ${owner}`, 'x-portico-source': 'e2e' }, data: { planId: plans.find((p) => p.slug === 'basic')!.id },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  await portal.go('Users');
  await portal.invite('Fourth Seat', fourth);
  await expect(portal.userRow(fourth)).toBeVisible();
  await portal.go('Usage');
  await expect(page.locator('.portico-billing__usage-plan')).toHaveText('Plan: Basic');
  await expect(page.locator('.portico-billing__usage-metric[data-metric="seats"]')).toContainText('4 of 10');
});
