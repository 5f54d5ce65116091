import type { Hono } from 'hono';
import { publicRouter, issues, type AppEnv } from '../access';
import { oidcPostLoginSchema, samlPostLoginSchema, samlPreLoginSchema, ssoPreLoginSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { csrfGuard } from '../http/cookies';
import { badRequest, notFound } from '../http/errors';
import { pathId } from '../roles';
import { body } from '../http/validate';
import { oidcLogin, samlLogin, ssoAddress } from './login';
import { listConfigs } from './repo';
import { acsUrl, samlCallbackUrl, spEntityId } from './sp';
import { spKey } from './sp-key';

/**
 * SSO login calls (api-calls-and-errors.md §7.1): pre-login by the e-mail's verified domain ("no SSO" is a 200 with no
 * address, alike for every account), the SAML assertion consumer relay, and the SAML / OIDC post-logins that open a session.
 */
export function ssoLoginRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.post('/auth/v2/user/sso/prelogin', async (c) => c.json(await ssoAddress(deps, (await body(c, ssoPreLoginSchema)).email)));
  app.post('/auth/v1/user/saml/prelogin', async (c) => {
    const answer = await ssoAddress(deps, (await body(c, samlPreLoginSchema)).email, 'saml');
    return c.json('address' in answer ? { address: answer.address } : {});
  });
  // The IdP posts the answer here (HTTP-POST binding); it goes on to the login box in the address fragment, which no server or log sees.
  app.post('/auth/v1/user/saml/callback', async (c) => {
    const form = await c.req.parseBody();
    const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
    if (!samlResponse) throw badRequest('SAMLResponse: Required');
    const relay = typeof form.RelayState === 'string' ? form.RelayState : '';
    const fragment = new URLSearchParams({ SAMLResponse: samlResponse, ...(relay ? { RelayState: relay } : {}) });
    return c.redirect(`${samlCallbackUrl(deps)}#${fragment.toString()}`, 303);
  });
  app.post('/auth/v1/user/saml/postlogin', csrfGuard(deps), issues('session', 'token', 'membership'), async (c) => c.json(await samlLogin(deps, c, (await body(c, samlPostLoginSchema)).SAMLResponse)));
  app.post('/auth/v1/user/oidc/postlogin', csrfGuard(deps), issues('session', 'token', 'membership'), async (c) => c.json(await oidcLogin(deps, c, await body(c, oidcPostLoginSchema))));
  // SP metadata an admin downloads or points the IdP at (entity id, ACS URL, signed assertions wanted, the SP's signing certificate).
  app.get('/auth/v1/user/saml/metadata/:tenantId', async (c) => {
    const tenantId = pathId(c.req.param('tenantId'), 'Account');
    if (!(await deps.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst())) throw notFound('Account not found');
    const { cert, privateKey } = await spKey(deps);
    const signs = (await listConfigs(deps.db, tenantId))[0]?.sign_request ?? false;
    const { generateServiceProviderMetadata } = await import('@node-saml/node-saml');
    const generated = generateServiceProviderMetadata({ issuer: spEntityId(deps, tenantId), callbackUrl: acsUrl(deps), wantAssertionsSigned: true, identifierFormat: null,
      privateKey, publicCerts: cert, signatureAlgorithm: 'sha256' });
    // The certificate is always published (an IdP can trust it before signing is turned on); AuthnRequestsSigned follows signRequest.
    const xml = signs ? generated : generated.replace(/AuthnRequestsSigned="true"/, 'AuthnRequestsSigned="false"');
    return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8', 'content-disposition': 'attachment; filename="sp-metadata.xml"' });
  });
  return app;
}
