import { DEMO_PASSWORD, lastMail, linkParams, type Browser, type TestServer } from './fixture';

/** `/identity/resources` */
export const ID = '/identity/resources';

/** Claims of an access token (tests only; the signature is checked by the server). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed claims, each test states what it reads
export const claimsOf = (token: string): any => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** A refresh through the browser's cookie. */
export const refresh = (b: Browser) => b.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} });

/** A signed-up and activated owner of a new tenant (Admin there), with their browser and token. */
export async function newTenantAdmin(t: TestServer, email: string, companyName: string, password = DEMO_PASSWORD) {
  const b = t.browser();
  const up = await b.fetch(`${ID}/users/v1/signUp`, { json: { email, companyName, password } });
  if (up.status !== 200) throw new Error(`sign-up failed ${up.status} ${up.text}`);
  // Activation asks for the password again: the sign-up's is voided when the owner proves the address.
  const act = await b.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, email)).links[0]!), password } });
  if (act.status !== 200) throw new Error(`activation failed ${act.status} ${act.text}`);
  return { browser: b, accessToken: act.data.accessToken as string, tenantId: act.data.tenantId as string, userId: act.data.userId as string };
}

/** Invites a new address with the admin token and activates it from the mailbox; returns the new member's login. */
export async function inviteAndActivate(t: TestServer, adminToken: string, email: string, roleIds: string[], password = DEMO_PASSWORD) {
  const add = await t.browser().fetch(`${ID}/users/v2`, { json: { email, name: email.split('@')[0], roleIds }, token: adminToken });
  if (add.status !== 201) throw new Error(`invite failed ${add.status} ${add.text}`);
  const b = t.browser();
  const act = await b.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, email)).links[0]!), password } });
  if (act.status !== 200) throw new Error(`activation failed ${act.status} ${act.text}`);
  return { browser: b, accessToken: act.data.accessToken as string, userId: add.data.id as string };
}

/** The id of a seeded or created user by e-mail. */
export const userIdOf = async (t: TestServer, email: string): Promise<string> =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
