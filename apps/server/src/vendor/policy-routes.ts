import type { Hono } from 'hono';
import { saveLockoutPolicySchema, saveMfaPolicySchema, savePasswordHistoryPolicySchema } from '@portico/rest-api/schemas';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { optionalAuth, signedInRoutes, publicRouter, actor, requirePermission, type AppEnv } from '../access';
import { body } from '../http/validate';
import { policyRecord } from './compat';
import { saveTenantPolicy, tenantPolicies, type PolicyKind } from './policies';

/** Permission a tenant admin needs to save security policies (catalogue key). */
export const WRITE_SECURITY_POLICY = 'fe.secure.write.securityPolicy';

const POLICIES: { path: string; kind: PolicyKind; schema: z.ZodType; label: string }[] = [
  { path: '/configurations/v1/mfa-policy', kind: 'mfaPolicy', schema: saveMfaPolicySchema, label: 'MFA policy' },
  { path: '/configurations/v1/lockout-policy', kind: 'lockoutPolicy', schema: saveLockoutPolicySchema, label: 'Lockout policy' },
  { path: '/configurations/v1/password-history-policy', kind: 'passwordHistoryPolicy', schema: savePasswordHistoryPolicySchema, label: 'Password history policy' },
];

/**
 * Saving security policies per tenant (§7.4): POST (also PUT/PATCH) under `/configurations/v1`, permission-checked and
 * audited. A GET with a bearer token answers the caller's tenant's effective policy; without one the public vendor
 * policy route answers.
 */
export function policyRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  const ifAuthenticated = optionalAuth(deps);

  for (const p of POLICIES) {
    app.get(p.path, ifAuthenticated, async (c, next) => {
      if (!c.get('principal')) return next();
      const tenantId = c.get('principal').tenantId;
      return c.json(await policyRecord(deps, tenantId, (await tenantPolicies(deps, tenantId))[p.kind]));
    });
    for (const method of ['post', 'put', 'patch'] as const) {
      signedIn[method](p.path, requirePermission(WRITE_SECURITY_POLICY), async (c) => {
        const change = (await body(c, p.schema)) as Record<string, unknown>;
        const tenantId = c.get('principal').tenantId;
        const saved = await saveTenantPolicy(deps, tenantId, p.kind, change);
        await notify(deps, { admins: true, except: c.get('principal').sub }, { tenantId, title: `${p.label} updated`, body: `${c.get('principal').email} changed the ${p.label.toLowerCase()}`, severity: 'warning' });
        await deps.audit.write({ ...actor(c), action: `${p.label} updated`, description: `${p.label} saved for the account`, severity: 'WARNING', json: { change, saved } });
        return c.json(await policyRecord(deps, tenantId, saved));
      });
    }
  }
  return app;
}
