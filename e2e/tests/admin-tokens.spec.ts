import { AdminPortalPage } from '../pages/admin-portal';
import { checkScreen, expect, test } from '../pages/checks';
import { ENV } from '../pages/env';

test('admin generates a tenant API token: secret shown once, first in the list, and the client-credentials exchange works', async ({ page, request }) => {
  const portal = new AdminPortalPage(page);
  await portal.signInAndOpen(ENV.admin, ENV.password);
  await portal.go('API tokens');
  const description = `CI ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Generate token' }).click();
  const create = portal.dialog('Generate API token');
  await create.getByLabel('Description').fill(description);
  await create.getByLabel('Expires in (days, empty for never)').fill('30');
  await create.getByRole('checkbox', { name: 'ReadOnly', exact: true }).check();
  await create.getByRole('button', { name: 'Generate' }).click();
  await expect(create).toBeHidden();

  const secretDialog = portal.dialog('Your new API token');
  await expect(secretDialog).toBeVisible();
  const clientId = await secretDialog.getByLabel('Client ID').inputValue();
  const secret = await secretDialog.getByLabel('Secret').inputValue();
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  expect(secret.length).toBeGreaterThan(20);
  await checkScreen(page, 'admin API token secret dialog');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'API tokens' }).getByRole('row').nth(1)).toContainText(description);
  // Shown once: nothing on the page carries the secret any more.
  expect(await page.content()).not.toContain(secret);

  // The token works: a client-credentials exchange at the token endpoint returns an access token.
  const res = await request.post(`${ENV.server}/frontegg/oauth/token`, { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string };
  expect(body.token_type).toBe('Bearer');
  const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as { roles: string[] };
  expect(claims.roles).toEqual(['ReadOnly']);
});
