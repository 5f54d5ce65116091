import { randomBytes } from 'node:crypto';
import { issues } from '../access';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { passwordlessPostLoginSchema, passwordlessPreLoginSchema, passwordlessTypeSchema } from '@portico/rest-api/schemas';
import { isStrategyActive } from '../auth-strategies';
import { completeLogin, landingTenant } from '../auth/service';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { requestMeta, type AppEnv } from '../http/context';
import { cookieSecure, csrfGuard } from '../http/cookies';
import { ApiError } from '../http/errors';
import { body, check } from '../http/validate';
import { getUser, proveAddress } from '../users';
import { checkCode, consumeToken, type Purpose } from './challenges';
import { clearCooldown, limitIp, limitSend } from './limits';
import { codeRefused, linkRefused, OTC_MSG } from './messages';
import { mailedTo, sendLoginCode, sendMagicLink } from './send';
import { findAccount } from './users';

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
  const app = new Hono<AppEnv>();

  app.post('/auth/v1/passwordless/:type/prelogin', async (c) => {
    const kind = kindOf(deps, c);
    const input = await body(c, passwordlessPreLoginSchema);
    await limitSend(deps, c, kind, input.email ?? input.phoneNumber ?? input.userId ?? '');
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
      if (kind === 'MagicLink') await sendMagicLink(deps, user, browser!);
      else await sendLoginCode(deps, user, kind === 'SmsCode' ? 'sms' : 'email', PURPOSE[kind]);
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Passwordless login requested', description: `${kind} sent`, ...meta });
    });
    return c.json({});
  });

  app.post('/auth/v1/passwordless/:type/postlogin', csrfGuard(deps), issues('session', 'token'), async (c) => {
    const kind = kindOf(deps, c);
    const input = await body(c, passwordlessPostLoginSchema);
    await limitIp(deps, c, 'check');
    let userId: string;
    let proof: Record<string, unknown>;
    if (kind === 'MagicLink') {
      const browser = getCookie(c, MAGIC_LINK_BROWSER_COOKIE);
      const sameBrowser = deps.vendor.config.magicLinkSameBrowser ? (ch: { data: Record<string, unknown> }) => ch.data.browser === browser : undefined;
      const used = await consumeToken(deps, 'magic-link', input.token, sameBrowser);
      if (!used.ok) throw used.reason === 'refused' ? new ApiError(400, 'LINK_OTHER_BROWSER', [OTC_MSG.linkOtherBrowser]) : linkRefused(used.reason);
      ({ userId, data: proof } = used.challenge);
    } else {
      const user = await findAccount(deps, input);
      const result = await checkCode(deps, PURPOSE[kind], { userId: user?.id ?? '00000000-0000-0000-0000-000000000000' }, input.token);
      if (!result.ok) {
        if (user) {
          runLater('login event', () => deps.events.emitForUser(user.id, 'frontegg.user.failedAuthentication', { userId: user.id, email: user.email, reason: `Wrong ${kind} code` }));
          await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: `Wrong ${kind} code`, severity: 'WARNING', ...requestMeta(c) });
        }
        throw codeRefused(result.reason);
      }
      ({ userId, data: proof } = result.challenge);
      // The code did its job: signing out and in again need not wait out the resend cooldown.
      await clearCooldown(deps, kind, input.email ?? input.phoneNumber ?? '');
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
