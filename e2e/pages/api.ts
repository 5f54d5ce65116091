import { expect, type APIRequestContext } from '@playwright/test';
import { ENV } from './env';
import { waitForMail } from './mailbox';

const ID = `${ENV.server}/frontegg/identity/resources`;
const headers = { 'x-portico-source': 'e2e' };

/** Creates an activated account through the public API (sign-up + activation mail), for journeys that start signed up. */
export async function createActiveUser(request: APIRequestContext, email: string, password: string, name = 'E2E User'): Promise<void> {
  const res = await request.post(`${ID}/users/v1/signUp`, { headers, data: { email, name, companyName: `${name} Co`, password } });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await waitForMail(request, email, /activate|invited/i);
  const link = new URL(mail.links[0]!);
  const activate = await request.post(`${ID}/users/v1/activate`, {
    headers,
    // Activation asks for the password again: the sign-up's is voided when the owner proves the address.
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password },
  });
  expect(activate.status(), await activate.text()).toBe(200);
}

/** Logs in through the API; returns the access token (for admin calls no UI exists for yet). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${ID}/auth/v1/user`, { headers, data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Admin API `POST /users/v2`: invites an address into the admin's tenant (the admin portal is not built yet). */
export async function inviteUser(request: APIRequestContext, adminToken: string, email: string, name: string): Promise<void> {
  const res = await request.post(`${ID}/users/v2`, {
    headers: { ...headers, authorization: `Bearer ${adminToken}` },
    data: { email, name, roleIds: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
}
