import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { changePhoneSchema, resetPhoneSchema, setPhoneSchema, verifyPhoneSchema, verifyResetPhoneSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { actor, requestMeta, requireAuth, type AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { body } from '../http/validate';
import { findUserByEmail } from '../users/repo';
import { checkCode, consumeToken, issueChallenge, voidChallenges } from './challenges';
import { clearCooldown, limitIp, limitSend } from './limits';
import { codeRefused, OTC_MSG } from './messages';
import { sendSms } from './send';

const phoneTokenInvalid = () => new ApiError(400, 'INVALID_TOKEN', [OTC_MSG.phoneTokenInvalid]);

/** The user's phone: set it with an SMS code (quick SMS login), or reset a lost one through e-mail (§7.2 Phone). */
export function phoneRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/users/v1/phone', requireAuth(deps), async (c) => {
    const { phoneNumber } = await body(c, setPhoneSchema);
    const me = actor(c);
    await limitSend(deps, c, 'phone-set', me.userId);
    const { code, token } = await issueChallenge(deps, { userId: me.userId, purpose: 'phone-set', code: true, lookup: true, data: { phoneNumber } });
    await sendSms(deps, phoneNumber, `Your verification code is ${code}. It expires in 10 minutes.`);
    // changePhoneId: the published client's name for the same token.
    return c.json({ otcToken: token, changePhoneId: token, phoneNumber });
  });

  app.post('/users/v1/phone/verify', requireAuth(deps), async (c) => {
    const input = await body(c, verifyPhoneSchema);
    await limitIp(deps, c, 'check');
    const me = actor(c);
    const result = await checkCode(deps, 'phone-set', { token: input.otcToken, userId: me.userId }, input.code);
    if (!result.ok) throw codeRefused(result.reason);
    const phoneNumber = String(result.challenge.data.phoneNumber);
    await deps.db.updateTable('users').set({ phone_number: phoneNumber }).where('id', '=', me.userId).execute();
    await deps.audit.write({ ...actor(c), action: 'Phone number set', description: 'Phone number verified by SMS', json: { phoneNumber }, ...requestMeta(c) });
    return c.json({});
  });

  app.post('/users/v1/phone/reset', async (c) => {
    const { email } = await body(c, resetPhoneSchema);
    await limitSend(deps, c, 'phone-reset', email);
    // Every address gets a token at once; only a real account gets a code (no enumeration by answer or timing).
    const token = randomBytes(32).toString('base64url');
    const meta = requestMeta(c);
    runLater('phone reset request', async () => {
      const user = await findUserByEmail(deps.db, deps.vendor.id, email);
      if (!user) return;
      const { code } = await issueChallenge(deps, { userId: user.id, purpose: 'phone-reset', code: true, lookup: token });
      await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Reset your phone number',
        text: `Your code to reset the phone number of your account is ${code}. It expires in 10 minutes.` });
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Phone reset requested', description: 'Code e-mailed', ...meta });
    });
    return c.json({ resetPhoneNumberToken: token });
  });

  app.post('/users/v1/phone/reset/verify', async (c) => {
    const input = await body(c, verifyResetPhoneSchema);
    await limitIp(deps, c, 'check');
    const result = await checkCode(deps, 'phone-reset', { token: input.resetPhoneNumberToken }, input.code);
    if (!result.ok) throw codeRefused(result.reason);
    const { token } = await issueChallenge(deps, { userId: result.challenge.userId, purpose: 'phone-change', lookup: true });
    return c.json({ changePhoneNumberToken: token });
  });

  app.put('/users/v1/phone/change', async (c) => {
    const input = await body(c, changePhoneSchema);
    const used = await consumeToken(deps, 'phone-change', input.changePhoneNumberToken);
    if (!used.ok) throw phoneTokenInvalid();
    const user = await deps.db.updateTable('users').set({ phone_number: input.phoneNumber }).where('id', '=', used.challenge.userId)
      .returning(['id', 'email']).executeTakeFirstOrThrow();
    // A code sent to the old number must not sign anyone in any more.
    await voidChallenges(deps, user.id, 'login-sms');
    await clearCooldown(deps, 'SmsCode', user.email);
    await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your phone number was changed',
      text: 'The phone number of your account was changed. If this was not you, reset your password and contact your administrator.' });
    await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Phone number changed', description: 'Phone number reset through e-mail',
      severity: 'WARNING', json: { phoneNumber: input.phoneNumber }, ...requestMeta(c) });
    return c.json({});
  });

  return app;
}
