import type { Hono } from 'hono';
import { createUserTenantTokenSchema, switchTenantSchema, updateMeSchema } from '@portico/rest-api/schemas';
import { signedInRouter, deriveTenantToken, issues, actor, withLiveRead, type AppEnv, type Ctx } from '../access';
import { IMPERSONATION_MSG } from '../impersonation';
import type { Deps } from '../deps';
import { forbidden, unauthorized } from '../http/errors';
import { body } from '../http/validate';
import { grantsOf } from '../roles';
import { getUser, isUsableMembership, membership, tenantsOfUser } from '../membership';
import { setDefaultTenant } from './repo';
import { refuseNul } from '../team';
import { roleView } from '../roles';
import { toUserView, userView, userViewSql } from './view';

const tenantView = (vendorId: string) => (t: { id: string; name: string; created_at: Date; metadata: unknown; activated: boolean; is_default: boolean }) => ({
  id: t.id, tenantId: t.id, vendorId, name: t.name, createdAt: t.created_at.toISOString(), updatedAt: t.created_at.toISOString(), deletedAt: null,
  metadata: JSON.stringify(t.metadata ?? {}), isReseller: false, activated: t.activated, isDefault: t.is_default,
});

/** The signed-in user: profile, tenants, switch tenant, tenant token, authorization (§7.2). */
export function meRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const me = async (sub: string) => {
    const user = await getUser(deps.db, sub);
    if (!user) throw unauthorized();
    return user;
  };

  const view = async (sub: string, tenantId: string) => {
    const v = await userView(deps.db, sub, tenantId);
    if (!v) throw unauthorized();
    return v;
  };

  // The profile is read in the caller's live check: GET me is one statement.
  app.get('/users/v2/me', withLiveRead((p) => userViewSql(p.sub, p.tenantId)), async (c) => {
    const v = toUserView(c.get('liveRead'), c.get('principal').tenantId);
    if (!v) throw unauthorized();
    return c.json(v);
  });

  app.put('/users/v2/me', async (c) => {
    const input = await body(c, updateMeSchema);
    refuseNul(input);
    // An impersonator never sets a phone of the target, not even the profile's (the sign-in phone has its own proven route).
    if (input.phoneNumber !== undefined && c.get('principal').act) throw forbidden(IMPERSONATION_MSG.restricted);
    const user = await me(c.get('principal').sub);
    const metadata = { ...(user.metadata as Record<string, unknown>), ...(input.metadata ? (JSON.parse(input.metadata) as Record<string, unknown>) : {}) };
    await deps.db.updateTable('users').set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phoneNumber !== undefined ? { phone_number: input.phoneNumber } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.jobTitle !== undefined ? { job_title: input.jobTitle } : {}),
      ...(input.profilePictureUrl !== undefined ? { profile_picture_url: input.profilePictureUrl } : {}),
      metadata: JSON.stringify(metadata),
    }).where('id', '=', user.id).execute();
    // A picture address replaced or cleared: the stored picture it pointed at goes too (no orphan left to serve).
    if (input.profilePictureUrl !== undefined && input.profilePictureUrl !== user.profile_picture_url) await deps.db.deleteFrom('profile_images').where('user_id', '=', user.id).execute();
    await deps.audit.write({ ...actor(c), action: 'Profile updated', description: `Updated ${Object.keys(input).join(', ') || 'nothing'}` });
    return c.json(await view(user.id, c.get('principal').tenantId));
  });

  const tenantsList = async (sub: string) => (await tenantsOfUser(deps.db, sub)).map(tenantView(deps.vendor.id));
  app.get('/users/v2/me/tenants', async (c) => c.json(await tenantsList(c.get('principal').sub)));
  // v1 answers like v3: the published client reads { tenants, activeTenant } from both (the spec names no shape).
  const withActive = async (c: Ctx) => {
    const p = c.get('principal');
    const tenants = await tenantsList(p.sub);
    return c.json({ tenants, activeTenant: tenants.find((t) => t.tenantId === p.tenantId) ?? null });
  };
  app.get('/users/v1/me/tenants', withActive);
  app.get('/users/v3/me/tenants', withActive);

  app.put('/users/v1/tenant', async (c) => {
    const { tenantId } = await body(c, switchTenantSchema);
    const p = c.get('principal');
    const m = await membership(deps.db, p.sub, tenantId);
    if (!isUsableMembership(m)) throw forbidden();
    await setDefaultTenant(deps.db, p.sub, tenantId);
    await deps.sessions.switchTenant(p.sid, tenantId);
    await deps.audit.write({ ...actor(c), tenantId, action: 'Tenant switched', description: `Switched to tenant ${tenantId}` });
    return c.json(await view(p.sub, tenantId));
  });

  app.post('/users/v3/me/token', issues('token'), async (c) => {
    const { tenantId } = await body(c, createUserTenantTokenSchema);
    const accessToken = await deriveTenantToken(deps, c, c.get('principal'), tenantId);
    return c.json({ accessToken, token: accessToken, expiresIn: deps.tokens.expiresIn, tenantId });
  });

  app.get('/users/v1/me/authorization', async (c) => {
    const p = c.get('principal');
    const grants = await grantsOf(deps.db, p.sub, p.tenantId);
    return c.json({ roles: grants.roles.map(roleView), permissions: grants.permissions.map((x) => ({ id: x.id, key: x.key })) });
  });

  return app;
}
