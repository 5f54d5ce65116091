import type { Hono } from 'hono';
import { signedInRoutes, publicRouter, credentialChanged, issues, requireRecentAuth, actor, type AppEnv } from '../access';
import { verifyWebAuthnDeviceSchema, webAuthnPostLoginSchema, webAuthnPreLoginSchema } from '@portico/rest-api/schemas';
import { isStrategyActive } from '../auth-strategies';
import { completeLogin, landingTenant } from '../auth';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { csrfGuard } from '../http/cookies';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { body } from '../http/validate';
import { getUser } from '../membership';
import { finishAuthentication, finishRegistration, startAuthentication, startRegistration, WEBAUTHN_MSG } from './ceremony';
import { relyingParty } from './relying-party';
import { deleteCredential, listCredentials } from './repo';
import { deviceView } from './view';
import { bothReadings } from './compat';
import { asAssertion, asRegistration } from './wire';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Passkeys: the signed-in user's devices (`/users/webauthn/v1/devices`) and passkey login (`/auth/v1/webauthn`), §7.1–7.2. */
export function passkeyRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  // Adding or removing a passkey is a credential change: a recent sign-in or step-up, never an impersonation.
  const recent = requireRecentAuth(deps);
  const rp = () => relyingParty(deps.config, deps.vendor.info.name);
  // Every passkey call answers only while the vendor has the Passkeys strategy on.
  const active = () => {
    if (!isStrategyActive(deps.vendor.config, 'Passkeys')) throw new ApiError(400, 'PASSKEYS_NOT_ACTIVE', [WEBAUTHN_MSG.notActive]);
  };

  signedIn.get('/users/webauthn/v1/devices', async (c) => {
    const rows = await listCredentials(deps.db, c.get('principal').sub, 'passkey');
    return c.json({ devices: rows.map(deviceView) });
  });

  signedIn.post('/users/webauthn/v1/devices', recent, async (c) => {
    active();
    const user = await getUser(deps.db, c.get('principal').sub);
    if (!user) throw unauthorized();
    return c.json(bothReadings(await startRegistration(deps.db, rp(), user, 'passkey')));
  });

  signedIn.post('/users/webauthn/v1/devices/verify', recent, async (c) => {
    active();
    const input = await body(c, verifyWebAuthnDeviceSchema);
    const row = await finishRegistration(deps.db, rp(), c.get('principal').sub, 'passkey', asRegistration(input), input.deviceType);
    await deps.audit.write({ ...actor(c), action: 'Passkey added', description: `Passkey "${row.device_name}" registered`, severity: 'WARNING', json: { deviceId: row.id, deviceType: row.device_type } });
    await credentialChanged(deps, actor(c), `A passkey ("${row.device_name}")`, 'added');
    return c.json(deviceView(row));
  });

  signedIn.delete('/users/webauthn/v1/devices/:id', recent, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id) || !(await deleteCredential(deps.db, c.get('principal').sub, id, 'passkey'))) throw notFound();
    await deps.audit.write({ ...actor(c), action: 'Passkey removed', description: 'Passkey removed', severity: 'WARNING', json: { deviceId: id } });
    await credentialChanged(deps, actor(c), 'A passkey', 'removed');
    return c.json({});
  });

  app.post('/auth/v1/webauthn/prelogin', csrfGuard(deps), async (c) => {
    active();
    // Validated, then not looked up: every passkey is discoverable (registration requires a resident key), so the
    // authenticator finds it without an allow-list, and the answer is the same for every e-mail (no enumeration, no ids).
    await body(c, webAuthnPreLoginSchema);
    return c.json(bothReadings(await startAuthentication(deps.db, rp(), 'login-passkey', null)));
  });

  app.post('/auth/v1/webauthn/postlogin', csrfGuard(deps), issues('session', 'token'), async (c) => {
    active();
    const input = await body(c, webAuthnPostLoginSchema);
    let owner: string;
    try {
      owner = (await finishAuthentication(deps.db, rp(), 'login-passkey', 'passkey', asAssertion(input))).userId;
    } catch (error) {
      await deps.audit.write({ tenantId: null, userId: null, email: null, action: 'Login failed', description: 'Passkey sign-in refused', severity: 'WARNING', ...requestMeta(c) });
      throw error;
    }
    const user = await getUser(deps.db, owner);
    if (!user) throw unauthorized();
    return c.json(await completeLogin(deps, c, user, await landingTenant(deps, user), ['hwk']));
  });

  return app;
}
