import type { Deps } from '../deps';

/** Service-provider values an IdP needs: where to post answers and who the audience is. */
export interface SpValues {
  acsUrl: string;
  spEntityId: string;
}

const api = (deps: Deps) => `${deps.config.publicUrl}/${deps.config.prefix}/identity/resources`;

/** The SAML assertion consumer (HTTP-POST binding); it hands the answer on to the app's `/account/saml/callback`. */
export const acsUrl = (deps: Deps) => `${api(deps)}/auth/v1/user/saml/callback`;

/** One SP entity id per tenant, also the address of its SP metadata. */
export const spEntityId = (deps: Deps, tenantId: string) => `${api(deps)}/auth/v1/user/saml/metadata/${tenantId}`;

/** The SP values of a tenant. */
export const spValues = (deps: Deps, tenantId: string): SpValues => ({ acsUrl: acsUrl(deps), spEntityId: spEntityId(deps, tenantId) });

/** Where the OIDC IdP sends the browser back (the login box's callback route). */
export const oidcRedirectUri = (deps: Deps) => `${deps.config.appUrl}/account/oidc/callback`;

/** Where the SAML relay hands the answer to the login box. */
export const samlCallbackUrl = (deps: Deps) => `${deps.config.appUrl}/account/saml/callback`;
