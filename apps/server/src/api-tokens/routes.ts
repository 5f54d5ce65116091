import type { Hono, MiddlewareHandler } from 'hono';
import {
  apiTokenExchangeSchema, apiTokenIdParamSchema, createTenantAccessTokenSchema, createTenantApiTokenSchema, createUserAccessTokenSchema,
  createUserApiTokenSchema,
} from '@portico/rest-api/schemas';
import { signedInRoutes, publicRouter, credentialChanged, issues, requireRecentAuth, actor, requirePermission, type AppEnv, type Ctx, exchangeClientCredentials } from '../access';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { body, check } from '../http/validate';
import { deleteToken, listTokens, type TokenKind, type TokenScope } from './repo';
import { createToken } from './service';
import { tokenView } from './view';

type Owner = 'user' | 'tenant';

interface TokenSet {
  paths: string[];
  owner: Owner;
  kind: TokenKind;
  schema: typeof createUserApiTokenSchema | typeof createTenantApiTokenSchema;
}

const SETS: TokenSet[] = [
  { paths: ['/users/api-tokens/v1'], owner: 'user', kind: 'clientCredentials', schema: createUserApiTokenSchema },
  { paths: ['/users/access-tokens/v1'], owner: 'user', kind: 'accessToken', schema: createUserAccessTokenSchema },
  { paths: ['/tenants/api-tokens/v1', '/tenants/api-tokens/v2'], owner: 'tenant', kind: 'clientCredentials', schema: createTenantApiTokenSchema },
  { paths: ['/tenants/access-tokens/v1'], owner: 'tenant', kind: 'accessToken', schema: createTenantAccessTokenSchema },
];

const resource = (owner: Owner) => (owner === 'user' ? 'userApiTokens' : 'tenantApiTokens');

/** Tokens are managed by people only: a token cannot mint or remove tokens (no self-perpetuating machine access). */
const humansOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('principal').apiToken) throw forbidden();
  await next();
};

/** The caller's personal scope, or the caller's tenant; tenant from the token principal only. */
const scopeOf = (c: Ctx, owner: Owner): TokenScope => {
  const p = c.get('principal');
  return { tenantId: p.tenantId, userId: owner === 'user' ? p.sub : null };
};

/** Personal and tenant API tokens (client credentials) and access tokens (§7.2), and the `/auth/v1/api-token` exchange. */
export function apiTokenRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  for (const set of SETS) {
    const what = `${set.owner === 'user' ? 'Personal' : 'Tenant'} ${set.kind === 'accessToken' ? 'access token' : 'API token'}`;
    for (const path of set.paths) {
      signedIn.get(path, requirePermission(`fe.secure.read.${resource(set.owner)}`), async (c) => {
        const items = (await listTokens(deps.db, scopeOf(c, set.owner), set.kind)).map(tokenView);
        // Access-token lists come as { accessTokens }, the shape the published client reads (the spec names none).
        return c.json(set.kind === 'accessToken' ? { accessTokens: items } : items);
      });

      // A personal token is a credential of its owner: minting one needs a recent sign-in or step-up, and the owner is told.
      const personal = set.owner === 'user' ? [requireRecentAuth(deps)] : [];
      signedIn.post(path, requirePermission(`fe.secure.write.${resource(set.owner)}`), humansOnly, ...personal, async (c) => {
        const input = await body(c, set.schema);
        const created = await createToken(deps, c.get('principal'), scopeOf(c, set.owner), { kind: set.kind, ...input });
        await deps.audit.write({ ...actor(c), action: `${what} created`, description: `Created ${what.toLowerCase()} "${created.description}"`,
          json: { tokenId: created.id, type: created.type, ...(created.roleIds ? { roleIds: created.roleIds } : {}), expires: created.expires } });
        if (set.owner === 'user') await credentialChanged(deps, actor(c), `A ${what.toLowerCase()} ("${created.description}")`, 'added');
        return c.json(created, 201);
      });

      signedIn.delete(`${path}/:id`, requirePermission(`fe.secure.delete.${resource(set.owner)}`), humansOnly, async (c) => {
        // An API token is also named by its clientId, the only id the published client's list declares.
        const { id } = check(apiTokenIdParamSchema, { id: c.req.param('id') });
        const gone = await deleteToken(deps.db, scopeOf(c, set.owner), set.kind, id);
        if (!gone) throw notFound();
        await deps.audit.write({ ...actor(c), action: `${what} deleted`, description: `Deleted ${what.toLowerCase()} "${gone.description ?? ''}"`,
          severity: 'WARNING', json: { tokenId: gone.id, type: gone.kind } });
        return c.json({});
      });
    }
  }

  app.post('/auth/v1/api-token', issues('token'), async (c) => {
    const { clientId, secret } = await body(c, apiTokenExchangeSchema);
    return c.json(await exchangeClientCredentials(deps, clientId, secret));
  });
  return app;
}
