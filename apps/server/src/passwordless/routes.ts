import { randomBytes } from 'node:crypto';
import { publicRouter, issues, type AppEnv } from '../access';
import type { Hono, Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { passwordlessPostLoginSchema, passwordlessPreLoginSchema, passwordlessTypeSchema } from '@portico/rest-api/schemas';
import { isStrategyActive } from '../auth-strategies';
import { completeLogin, landingTenant } from '../auth';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { requestMeta } from '../http/context';
import { cookieSecure, csrfGuard } from '../http/cookies';
import { ApiError, isApiError } from '../http/errors';
import { body, check } from '../http/validate';
import { proveAddress } from '../users';
import { getUser } from '../membership';
import { clearCooldowns, spendRequest, trySpend } from '../budgets';
import { consumeToken, type Purpose } from './challenges';
import { confirmPendingPhone } from './confirm-phone';
import { linkRefused, OTC_MSG } from './messages';
import { mailedTo, sendLoginCode, sendMagicLink, smsLoginDestination } from './send';
import { findAccount } from './users';
import { verifyCode } from './verify';

type Kind = 'Code' | 'MagicLink' | 'SmsCode';
/** Cookie naming the browser that asked for a magic link (same-browser binding). */
export const MAGIC_LINK_BROWSER_COOKIE = 'portico_ml';
const PURPOSE: Record<Kind, Purpose> = { Code: 'login-code', MagicLink: 'magic-link', SmsCode: 'login-sms' };
// An e-mailed code proves the mailbox, like a magic link: not `otp`, which a step-up counts as a second factor (M4).
const AMR: Record<Kind, string[]> = { Code: ['email'], MagicLink: ['email'], SmsCode: ['sms'] };

const kindOf = (deps: Deps, c: Context): Kind => {
  const kind = check(passwordlessTypeSchema, c.req.param('type'));
  const active = isStrategyActive(deps.vendor.config, kind) || (kind === 'SmsCode' && isStrategyActive(deps.vendor.config, 'SmsCodeV2'));
  if (!active) throw new ApiError(400, 'STRATEGY_NOT_ENABLED', [OTC_MSG.notEnabled]);
  return kind;
};

/** `POST /auth/v1/passwordless/{type}/prelogin|postlogin`: e-mail code, SMS code and magic link (§7.1). */
export function passwordlessRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();

  app.post('/auth/v1/passwordless/:type/prelogin', async (c) => {
    const kind = kindOf(deps, c);
    const input = await body(c, passwordlessPreLoginSchema);
    // The client's address and what it typed pay now, alike for every address; the account pays after the answer.
    await spendRequest(deps, c, 'sign-in', { value: input.email ?? input.phoneNumber ?? input.userId ?? '', kind });
    let browser: string | undefined;
    if (kind === 'MagicLink') {
      browser = randomBytes(16).toString('base64url');
      setCookie(c, MAGIC_LINK_BROWSER_COOKIE, browser, { httpOnly: true, sameSite: 'Lax', secure: cookieSecure(deps.config.publicUrl), path: `/${deps.config.prefix}`, maxAge: 600 });
    }
    const meta = requestMeta(c);
    // One immediate, equal answer for every address: the lookup and the send run after it (no enumeration).
    runLater('passwordless prelogin', async () => {
      const user = await findAccount(deps, input);
      if (!user) return;
      const to = kind === 'SmsCode' ? await smsLoginDestination(deps, user) : { channel: 'email' as const, to: user.email };
      // One budget per account, whichever identifier and kind the client named.
      const ticket = await trySpend(deps, 'sign-in', { userId: user.id, ip: meta.ip }, { channel: to.channel, to: to.to, kind });
      if (!ticket) return;
      if (kind === 'MagicLink') await sendMagicLink(deps, ticket, user, browser!);
      else await sendLoginCode(deps, ticket, user, PURPOSE[kind], 'pending' in to ? to.pending : undefined);
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Passwordless login requested', description: `${kind} sent`, ...meta });
    });
    return c.json({});
  });

  app.post('/auth/v1/passwordless/:type/postlogin', csrfGuard(deps), issues('session', 'token'), async (c) => {
    const kind = kindOf(deps, c);
    const input = await body(c, passwordlessPostLoginSchema);
    let userId: string;
    let proof: Record<string, unknown>;
    if (kind === 'MagicLink') {
      // A link is 32 random bytes: only the client's address is limited.
      await spendRequest(deps, c, 'code-check');
      const browser = getCookie(c, MAGIC_LINK_BROWSER_COOKIE);
      const sameBrowser = deps.vendor.config.magicLinkSameBrowser ? (ch: { data: Record<string, unknown> }) => ch.data.browser === browser : undefined;
      const used = await consumeToken(deps, 'magic-link', input.token, sameBrowser);
      if (!used.ok) throw used.reason === 'refused' ? new ApiError(400, 'LINK_OTHER_BROWSER', [OTC_MSG.linkOtherBrowser]) : linkRefused(used.reason);
      ({ userId, data: proof } = used.challenge);
    } else {
      const user = await findAccount(deps, input);
      const typed = input.email ?? input.phoneNumber;
      // Wrong codes count against the account (or what was typed, when no account matches), from any client address.
      const challenge = await verifyCode(deps, c, { userId: user?.id, typed }, PURPOSE[kind], { userId: user?.id ?? '00000000-0000-0000-0000-000000000000' }, input.token)
        .catch(async (e: unknown) => {
          if (user && isApiError(e) && e.status === 400) {
            runLater('login event', () => deps.events.emitForUser(user.id, 'frontegg.user.failedAuthentication', { userId: user.id, email: user.email, reason: `Wrong ${kind} code` }));
            await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: `Wrong ${kind} code`, severity: 'WARNING', ...requestMeta(c) });
          }
          throw e;
        });
      ({ userId, data: proof } = challenge);
      // The code did its job: signing out and in again need not wait out the resend cooldown.
      await clearCooldowns(deps, 'sign-in', { userId, kind, typed });
      // A code texted to the number a phone reset named proves it: now it is the sign-in phone.
      if (typeof challenge.data.pendingPhone === 'string') await confirmPendingPhone(deps, c, userId, challenge.data.pendingPhone);
    }
    let user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    // A link or code e-mailed to the account's address proves it, like the activation link would.
    if (!user.verified && mailedTo(proof) === user.email) {
      await proveAddress(deps, user, kind === 'MagicLink' ? 'magic link' : 'e-mail code', requestMeta(c));
      user = (await getUser(deps.db, user.id))!;
    }
    const answer = await completeLogin(deps, c, user, await landingTenant(deps, user), AMR[kind]);
    return c.json(answer);
  });

  return app;
}
