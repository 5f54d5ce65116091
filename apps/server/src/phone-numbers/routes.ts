import type { Hono, Context } from 'hono';
import { signedInRouter, credentialChanged, requireRecentAuth, actor, type AppEnv, type Ctx } from '../access';
import {
  createPhoneNumberSchema, listPhoneNumbersQuerySchema, preVerifyPhoneNumberSchema, verifyDeletePhoneNumberSchema, verifyPhoneNumberSchema,
} from '@portico/rest-api/schemas';
import { deliver, spend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError, conflict } from '../http/errors';
import { body, query } from '../http/validate';
import { codeRefused, issueChallenge, verifyCode, type Purpose } from '../passwordless';
import { deleteNumber, findNumber, hasNumber, insertNumber, listNumbers } from './repo';

/** Messages of the phone-numbers calls, worded once here. */
export const PHONE_NUMBER_MSG = {
  notFound: 'Phone number not found',
  exists: 'This phone number is already added',
} as const;

/** Page size of the list when the query gives none (spec §9: phone numbers 10). */
const PAGE_SIZE = 10;
/** Most numbers the unpaged list of one's own numbers answers. */
const OWN_MAX = 100;
const notFound = () => new ApiError(404, 'PHONE_NUMBER_NOT_FOUND', [PHONE_NUMBER_MSG.notFound]);

/**
 * The signed-in user's phone numbers (`/users/phone-numbers/v1`, §7.2): every number is proven by a texted code
 * before it is stored (create or preverify, then verify) and before it is removed (delete, then {id}/delete/verify).
 */
export function phoneNumberRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  // A phone number is a credential (SMS codes): adding or removing one needs a recent sign-in or step-up, never an impersonation.
  const recent = requireRecentAuth(deps);
  // Removing a number texts a code to it and checks it: possession of the number is the proof.
  const removal = requireRecentAuth(deps, undefined, { proof: 'a code texted to the number being removed' });
  const BASE = '/users/phone-numbers/v1';

  const text = async (c: Context, userId: string, purpose: Purpose, phone: string, data: Record<string, unknown>) => {
    const ticket = await spend(deps, 'phone-verify', { userId, ip: requestMeta(c).ip }, { channel: 'sms', to: phone, kind: purpose });
    const { code, token } = await issueChallenge(deps, { userId, purpose, code: true, lookup: true, data });
    await deliver(deps, ticket, { channel: 'sms', to: phone, text: `Your verification code is ${code}. It expires in 10 minutes.` });
    return token!;
  };
  // Create and preverify both text a code; create also announces the id the number will get once verified.
  const add = (withId: boolean) => async (c: Ctx) => {
    const { phoneNumber } = await body(c, withId ? createPhoneNumberSchema : preVerifyPhoneNumberSchema);
    const me = actor(c);
    if (await hasNumber(deps.db, me.userId, phoneNumber)) throw conflict(PHONE_NUMBER_MSG.exists);
    const id = crypto.randomUUID();
    const otcToken = await text(c, me.userId, 'phone-number-add', phoneNumber, { phoneNumber, id });
    return c.json({ otcToken, phoneNumber, ...(withId ? { id } : {}) }, withId ? 201 : 200);
  };

  app.get(BASE, async (c) => {
    const q = query(c, listPhoneNumbersQuerySchema);
    const limit = q.limit ?? PAGE_SIZE;
    const { items, total } = await listNumbers(deps.db, actor(c).userId, limit, q.offset ?? 0);
    return c.json({ items, _metadata: { totalItems: total, totalPages: Math.ceil(total / limit) } });
  });
  // The published client's getUserOwnPhoneNumbers: the same numbers as one plain list (a user has a handful).
  app.get(`${BASE}/me`, async (c) => c.json((await listNumbers(deps.db, actor(c).userId, OWN_MAX, 0)).items));
  app.post(BASE, recent, add(true));
  app.post(`${BASE}/preverify`, recent, add(false));

  app.post(`${BASE}/verify`, recent, async (c) => {
    const input = await body(c, verifyPhoneNumberSchema);
    const me = actor(c);
    const challenge = await verifyCode(deps, c, { userId: me.userId }, 'phone-number-add', { token: input.otcToken, userId: me.userId }, input.code);
    const phoneNumber = String(challenge.data.phoneNumber);
    const saved = await insertNumber(deps.db, me.userId, String(challenge.data.id), phoneNumber);
    await deps.audit.write({ ...me, action: 'Phone number added', description: 'Phone number verified by SMS', json: { phoneNumber } });
    await credentialChanged(deps, me, 'A phone number', 'added');
    return c.json(saved);
  });

  app.delete(`${BASE}/:id`, removal, async (c) => {
    const me = actor(c);
    const found = await findNumber(deps.db, me.userId, c.req.param('id'));
    if (!found) throw notFound();
    const otcToken = await text(c, me.userId, 'phone-number-delete', found.phoneNumber, { id: found.id });
    return c.json({ otcToken, id: found.id, phoneNumber: found.phoneNumber });
  });

  app.post(`${BASE}/:id/delete/verify`, removal, async (c) => {
    const input = await body(c, verifyDeletePhoneNumberSchema);
    const me = actor(c);
    const found = await findNumber(deps.db, me.userId, c.req.param('id'));
    if (!found) throw notFound();
    const challenge = await verifyCode(deps, c, { userId: me.userId }, 'phone-number-delete', { token: input.otcToken, userId: me.userId }, input.code);
    if (challenge.data.id !== found.id) throw codeRefused('wrong');
    await deleteNumber(deps.db, me.userId, found.id);
    await deps.audit.write({ ...me, action: 'Phone number removed', description: 'Phone number removed after an SMS code', severity: 'WARNING', json: { phoneNumber: found.phoneNumber } });
    await credentialChanged(deps, me, 'A phone number', 'removed');
    return c.json({});
  });

  return app;
}
