import { randomBytes } from 'node:crypto';
import { signedInRoutes, publicRouter, credentialChanged, requireRecentAuth, actor, type AppEnv } from '../access';
import type { Hono } from 'hono';
import { changePhoneSchema, resetPhoneSchema, setPhoneSchema, verifyPhoneSchema, verifyResetPhoneSchema } from '@portico/rest-api/schemas';
import { clearCooldowns, deliver, spend, spendRequest, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { body } from '../http/validate';
import { proveAddress, findUserByEmail } from '../users';
import { getUser } from '../membership';
import { challengeOwner, consumeToken, issueChallenge, voidChallenges } from './challenges';
import { phoneTaken } from './confirm-phone';
import { OTC_MSG } from './messages';
import { mailedTo } from './send';
import { claimSignInPhone, normalizePhone } from './sign-in-phone';
import { verifyCode } from './verify';

const phoneTokenInvalid = () => new ApiError(400, 'INVALID_TOKEN', [OTC_MSG.phoneTokenInvalid]);

/**
 * The user's sign-in phone: set it with an SMS code (quick SMS login), or reset a lost one through e-mail (§7.2
 * Phone). A number becomes the sign-in phone only once a code texted to it is used, and signs in to one account only.
 */
export function phoneRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);

  signedIn.post('/users/v1/phone', requireRecentAuth(deps), async (c) => {
    const { phoneNumber } = await body(c, setPhoneSchema);
    const me = actor(c);
    const ticket = await spend(deps, 'phone-verify', { userId: me.userId, ip: requestMeta(c).ip }, { channel: 'sms', to: phoneNumber, kind: 'phone-set' });
    const { code, token } = await issueChallenge(deps, { userId: me.userId, purpose: 'phone-set', code: true, lookup: true, data: { phoneNumber } });
    await deliver(deps, ticket, { channel: 'sms', to: phoneNumber, text: `Your verification code is ${code}. It expires in 10 minutes.` });
    // changePhoneId: the published client's name for the same token.
    return c.json({ otcToken: token, changePhoneId: token, phoneNumber });
  });

  signedIn.post('/users/v1/phone/verify', requireRecentAuth(deps), async (c) => {
    const input = await body(c, verifyPhoneSchema);
    const me = actor(c);
    const challenge = await verifyCode(deps, c, { userId: me.userId }, 'phone-set', { token: input.otcToken, userId: me.userId }, input.code);
    const phoneNumber = String(challenge.data.phoneNumber);
    if (!(await claimSignInPhone(deps, me.userId, phoneNumber))) throw phoneTaken();
    await deps.audit.write({ ...me, action: 'Phone number set', description: 'Phone number verified by SMS', json: { phoneNumber }, ...requestMeta(c) });
    await credentialChanged(deps, me, 'A phone for signing in by text message', 'added');
    return c.json({});
  });

  app.post('/users/v1/phone/reset', async (c) => {
    const { email } = await body(c, resetPhoneSchema);
    await spendRequest(deps, c, 'phone-reset', { value: email });
    // Every address gets a token at once; only a real account gets a code (no enumeration by answer or timing).
    const token = randomBytes(32).toString('base64url');
    const meta = requestMeta(c);
    runLater('phone reset request', async () => {
      const user = await findUserByEmail(deps.db, deps.vendor.id, email);
      if (!user) return;
      const ticket = await trySpend(deps, 'phone-reset', { userId: user.id, ip: meta.ip }, { channel: 'email', to: user.email });
      if (!ticket) return;
      // The address it went to: using the code proves it (`mailedTo`).
      const { code } = await issueChallenge(deps, { userId: user.id, purpose: 'phone-reset', code: true, lookup: token, data: { email: user.email } });
      await deliver(deps, ticket, { channel: 'email', to: user.email, subject: 'Reset your phone number',
        text: `Your code to reset the phone number of your account is ${code}. It expires in 10 minutes.` });
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Phone reset requested', description: 'Code e-mailed', ...meta });
    });
    return c.json({ resetPhoneNumberToken: token });
  });

  app.post('/users/v1/phone/reset/verify', async (c) => {
    const input = await body(c, verifyResetPhoneSchema);
    const owner = await challengeOwner(deps, 'phone-reset', input.resetPhoneNumberToken);
    const challenge = await verifyCode(deps, c, { userId: owner, typed: input.resetPhoneNumberToken }, 'phone-reset', { token: input.resetPhoneNumberToken }, input.code);
    // The code was e-mailed: it proves the address (a never-verified account's earlier sign-in phone is voided here, before the new one is set).
    const user = await getUser(deps.db, challenge.userId);
    if (user && !user.verified && mailedTo(challenge.data) === user.email) await proveAddress(deps, user, 'phone reset code', requestMeta(c));
    const { token } = await issueChallenge(deps, { userId: challenge.userId, purpose: 'phone-change', lookup: true });
    return c.json({ changePhoneNumberToken: token });
  });

  app.put('/users/v1/phone/change', async (c) => {
    const input = await body(c, changePhoneSchema);
    const used = await consumeToken(deps, 'phone-change', input.changePhoneNumberToken);
    if (!used.ok) throw phoneTokenInvalid();
    const user = (await getUser(deps.db, used.challenge.userId))!;
    // Nothing is stored yet: the SMS login that follows texts the new number, and its code makes it the sign-in phone.
    await issueChallenge(deps, { userId: user.id, purpose: 'phone-pending', data: { phoneNumber: normalizePhone(input.phoneNumber) } });
    // A code sent to the old number must not sign anyone in any more, and the new number is texted at once.
    await voidChallenges(deps, user.id, 'login-sms');
    await clearCooldowns(deps, 'sign-in', { userId: user.id, kind: 'SmsCode', typed: user.email });
    await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Phone number change requested',
      description: 'Phone number reset through e-mail; waits for a code texted to the new number', severity: 'WARNING', json: { phoneNumber: input.phoneNumber }, ...requestMeta(c) });
    return c.json({});
  });

  return app;
}
