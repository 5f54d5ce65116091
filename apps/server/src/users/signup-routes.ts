import type { Hono } from 'hono';
import { publicRouter, attachAccount, issues, type AppEnv } from '../access';
import {
  acceptInvitationSchema, activateAccountSchema, getActivationStrategyQuerySchema, resetActivationSchema, signUpSchema,
} from '@portico/rest-api/schemas';
import { completeLogin, startSession } from '../auth';
import type { UserRow } from '../db/schema';
import { spendRequest, trySpend } from '../budgets';
import { onUniqueViolation } from '../db/unique';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { csrfGuard } from '../http/cookies';
import { requestMeta } from '../http/context';
import { ApiError, badRequest, forbidden, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { liveInviteLink } from '../invites';
import { acceptInvitationForUser, sendActivation } from '../invitations';
import { mailSignUpAttempt, signUpWithInviteLink } from './invite-link-signup';
import { createSignUpAccount, rehearseSignUpAccount } from './signup-account';
import { assertPasswordAllowed, checkNewPassword, setPassword, storePassword } from '../passwords';
import { consumeOneTime, peekOneTime } from '../tokens';
import { proveAddress } from './prove-address';
import { getUser } from '../membership';
import { findUserByEmail } from './repo';

const invalidToken = () => new ApiError(400, 'INVALID_TOKEN', [MSG.invalidToken]);

/**
 * Activation asks for a password when the account has none, or has one set before its address was proven: that one
 * is voided by the activation (whoever typed it at sign-up had not shown they own the address).
 */
const mustSetPasswordToActivate = (user: Pick<UserRow, 'password_hash' | 'verified'>): boolean => !user.password_hash || !user.verified;

/** Sign-up, activation and invitation acceptance (§7.2). */
export function signUpRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  // Calls that can sign the caller in (set the refresh cookie) or join them to a tenant pass the CSRF check.
  const csrf = csrfGuard(deps);

  app.post('/users/v1/signUp', csrf, issues('session', 'token', 'membership'), async (c) => {
    const input = await body(c, signUpSchema);
    // Each sign-up may create an account and a tenant and send mail: the client's address pays first, for any address.
    await spendRequest(deps, c, 'sign-up');
    const meta = requestMeta(c);
    const cfg = deps.vendor.config;
    if (input.password) assertPasswordAllowed(input.password);
    const existing = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    if (input.invitationToken && existing) {
      // The password is checked before anything is spent; an invite link (not bound to a person) needs it.
      const proved = !!existing.password_hash && !!input.password && (await deps.hasher.verify(existing.password_hash, input.password));
      if (existing.password_hash && !proved) throw new ApiError(401, 'INVALID_CREDENTIALS', [MSG.invalidCredentials]);
      if (!existing.password_hash && !input.password) throw badRequest('password: Required');
      const tenantId = await acceptInvitationForUser(deps, c, existing, input.invitationToken, { allowLink: proved });
      // A mailed invitation proves the mailbox; a shared link does not. The proof voids a never-verified account's
      // earlier password, so the one given here (proven above, or new) becomes the owner's.
      const viaLink = await liveInviteLink(deps.db, input.invitationToken);
      const proof = viaLink ? undefined : await proveAddress(deps, existing, 'mailed invitation', requestMeta(c));
      if (!existing.password_hash || proof?.voided.includes('password')) await setPassword(deps, existing, input.password!);
      const user = (await getUser(deps.db, existing.id))!;
      const authResponse = await startSession(deps, c, user, tenantId, ['pwd']);
      return c.json({ shouldActivate: false, userId: user.id, tenantId, authResponse });
    }
    if (input.invitationToken) return c.json(await signUpWithInviteLink(deps, c, input, input.invitationToken));
    if (!cfg.allowSignups) throw forbidden(MSG.signupsDisabled);
    // Same work and same answer whether or not the address is taken (no account enumeration); mail goes out after the answer.
    const passwordHash = await deps.hasher.hash(input.password ?? crypto.randomUUID());
    const calm = () => {
      runLater('sign-up attempt mail', async () => {
        const owner = existing ?? (await findUserByEmail(deps.db, deps.vendor.id, input.email));
        if (owner) await mailSignUpAttempt(deps, owner, meta.ip);
      });
      return { shouldActivate: true, userId: crypto.randomUUID(), tenantId: crypto.randomUUID() };
    };
    const account = { ...input, passwordHash: input.password ? passwordHash : null };
    if (existing) {
      await rehearseSignUpAccount(deps, account);
      return c.json(calm());
    }
    // One transaction, so a sign-up that loses a race on the address leaves no tenant behind and answers as above.
    const created = await onUniqueViolation(() => deps.db.transaction().execute((tx) => createSignUpAccount(deps, tx, account)), () => undefined);
    if (!created) return c.json(calm());
    const { user, tenant } = created;
    runLater('activation mail', async () => {
      if (await trySpend(deps, 'activation', { userId: user.id, ip: meta.ip }, { channel: 'email', to: user.email })) await sendActivation(deps, user, tenant.id);
    });
    await deps.events.emit(tenant.id, 'frontegg.user.created', { userId: user.id, email: user.email });
    runLater('sign-up audit', () => deps.audit.write({ tenantId: tenant.id, userId: user.id, email: user.email, action: 'User signed up', description: `${user.email} signed up`, ...meta }));
    return c.json({ shouldActivate: true, userId: user.id, tenantId: tenant.id });
  });

  app.get('/users/v1/activate/strategy', async (c) => {
    const q = query(c, getActivationStrategyQuerySchema);
    const t = await peekOneTime(deps.db, 'activation', q.token);
    const user = t && t.userId === q.userId ? await getUser(deps.db, q.userId) : undefined;
    if (!user) throw invalidToken();
    return c.json({ shouldSetPassword: mustSetPasswordToActivate(user) });
  });

  app.post('/users/v1/activate', csrf, issues('session', 'token', 'membership'), async (c) => {
    const input = await body(c, activateAccountSchema);
    const user = await getUser(deps.db, input.userId);
    if (!user) throw invalidToken();
    if (mustSetPasswordToActivate(user) && !input.password) throw badRequest('password: Required to activate this account');
    // Token first (no password oracle without it), then every password rule, and only then is the single-use token spent.
    const live = await peekOneTime(deps.db, 'activation', input.token);
    if (!live || live.userId !== user.id) throw invalidToken();
    if (input.password) await checkNewPassword(deps, user, input.password);
    const t = await consumeOneTime(deps.db, 'activation', input.token, user.id);
    if (!t) throw invalidToken();
    // Proven first: a never-verified account's earlier password is voided, then the one set here is the owner's.
    await proveAddress(deps, user, 'activation', requestMeta(c));
    if (input.password) await storePassword(deps, user, input.password);
    // Only the tenant the link was sent for (else the first): invitations of other tenants still wait for acceptance.
    const tenantId = t.tenantId ?? (await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', user.id).orderBy('created_at').executeTakeFirstOrThrow()).tenant_id;
    // The activation link proved the mailbox: the owner accepts the membership it was sent for.
    // An invitee's pending membership becomes active here, a sign-up owner's account is confirmed: "User activated" once either way.
    await attachAccount(deps.db, user.id, tenantId, { how: 'invitation-accepted' });
    await deps.events.emit(tenantId, 'frontegg.user.activated', { userId: user.id, email: user.email });
    await deps.audit.write({ tenantId, userId: user.id, email: user.email, action: 'User activated', description: `${user.email} activated the account`, ...requestMeta(c) });
    const fresh = (await getUser(deps.db, user.id))!;
    return c.json(await completeLogin(deps, c, fresh, tenantId, ['pwd']));
  });

  app.post('/users/v1/activate/reset', async (c) => {
    const input = await body(c, resetActivationSchema);
    // The client's address pays for every address; the account's own budget after the answer, silently.
    await spendRequest(deps, c, 'activation');
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const ip = requestMeta(c).ip;
    // After the answer, so known and unknown addresses take the same time.
    if (user && !user.verified) {
      runLater('activation mail', async () => {
        if (await trySpend(deps, 'activation', { userId: user.id, ip }, { channel: 'email', to: user.email })) await sendActivation(deps, user, null);
      });
    }
    return c.json({});
  });

  app.post('/users/v1/invitation/accept', csrf, issues('membership'), async (c) => {
    const input = await body(c, acceptInvitationSchema);
    const user = await getUser(deps.db, input.userId);
    if (!user) throw new ApiError(400, 'INVITATION_INVALID', [MSG.invitationInvalid]);
    const tenantId = await acceptInvitationForUser(deps, c, user, input.token);
    // Only an invitation mailed to this account opens here (never a shared link): it proves the address.
    await proveAddress(deps, user, 'mailed invitation', requestMeta(c));
    return c.json({ tenantId, userId: user.id });
  });

  return app;
}
