import type { Context } from 'hono';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { completeLogin } from '../auth';
import { oidcAuthorizeUrl, oidcIdentity, OIDC_MSG } from './oidc-rp';
import { provisionSsoUser } from './provision';
import { configById, configForDomain, type ConfigRow } from './repo';
import { markAssertionUsed, peekRequest, takeRequest } from './requests';
import { refusalMessage, responseFacts, SAML_MSG, samlFor, samlIdentity, SsoRefusal, usesSha1 } from './saml-sp';
import { acsUrl } from './sp';
import { spKey } from './sp-key';

/** Where the login box sends an e-mail: the IdP address and its kind, or nothing ("no SSO", answered alike for every account). */
export async function ssoAddress(deps: Deps, email: string, only?: 'saml'): Promise<{ address: string; idpType: string } | Record<string, never>> {
  const domain = email.trim().toLowerCase().split('@')[1];
  const config = domain ? await configForDomain(deps.db, domain) : undefined;
  if (!config || (only && config.type === 'oidc')) return {};
  try {
    if (config.type === 'oidc') return { address: await oidcAuthorizeUrl(deps, config, email), idpType: 'oidc' };
    if (!config.sso_endpoint || !config.public_certificate) return {};
    const signing = config.sign_request ? await spKey(deps) : undefined;
    return { address: await (await samlFor(deps, config as ConfigRow, signing)).getAuthorizeUrlAsync('', undefined, {}), idpType: 'saml' };
  } catch {
    // An unreachable IdP is "no SSO" for now: the login box falls back to the policy's strategy.
    return {};
  }
}

/** Audits a refused SSO answer and turns it into the 401 the login box shows on its SSO-failed step. */
async function refuse(deps: Deps, c: Context, provider: string, e: unknown, tenantId: string | null): Promise<never> {
  if (!(e instanceof SsoRefusal)) throw e;
  await deps.audit.write({ tenantId: e.tenantId ?? tenantId, userId: null, email: null, action: 'SSO login failed', severity: 'WARNING', ...requestMeta(c),
    description: `${provider.toUpperCase()} login refused: ${e.message}`, json: { provider, reason: e.message } });
  throw new ApiError(401, 'SSO_LOGIN_FAILED', [e.message]);
}

/**
 * Checks a SAML response end to end: it must answer a pending AuthnRequest of a configuration (InResponseTo), carry a
 * signed assertion from that configuration's IdP certificate, be for this SP (audience, destination, recipient), be in
 * its validity window, and never have been used; then the user is provisioned and signed in like any login.
 */
export async function samlLogin(deps: Deps, c: Context, samlResponse: string) {
  let config: ConfigRow | undefined;
  try {
    const facts = await responseFacts(samlResponse);
    const pending = facts.inResponseTo ? await peekRequest(deps.db, facts.inResponseTo) : undefined;
    config = pending ? await configById(deps.db, pending.config_id) : undefined;
    if (!config) throw new SsoRefusal(SAML_MSG.unsolicited);
    if (!facts.signed) throw new SsoRefusal(SAML_MSG.unsigned, config.tenant_id);
    // Dev IdPs may still sign with SHA-1; production refuses it before node-saml would accept it.
    if (deps.config.production && usesSha1(facts)) throw new SsoRefusal(SAML_MSG.sha1, config.tenant_id);
    let profile;
    try {
      ({ profile } = await (await samlFor(deps, config)).validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (e) {
      throw new SsoRefusal(refusalMessage(e), config.tenant_id);
    }
    if (!profile) throw new SsoRefusal(SAML_MSG.malformed, config.tenant_id);
    if ((facts.destination && facts.destination !== acsUrl(deps)) || facts.recipients.some((r) => r !== acsUrl(deps))) throw new SsoRefusal(SAML_MSG.recipient, config.tenant_id);
    // The pending request is consumed once; a second answer to it (a replay) finds nothing.
    if (!(await takeRequest(deps.db, facts.inResponseTo!))) throw new SsoRefusal(SAML_MSG.unsolicited, config.tenant_id);
    const until = facts.notOnOrAfter ? new Date(facts.notOnOrAfter) : new Date(Date.now() + 24 * 3600_000);
    if (!facts.assertionId || !(await markAssertionUsed(deps.db, facts.assertionId, until))) throw new SsoRefusal(SAML_MSG.replayed, config.tenant_id);
    const user = await provisionSsoUser(deps, c, config, samlIdentity(profile), 'saml');
    return await completeLogin(deps, c, user, config.tenant_id, ['saml']);
  } catch (e) {
    return refuse(deps, c, 'saml', e, config?.tenant_id ?? null);
  }
}

/** Finishes an OIDC login: the state must be a pending one (consumed once), then code exchange and ID-token checks. */
export async function oidcLogin(deps: Deps, c: Context, answer: { code: string; redirectUri: string; state?: string; iss?: string }) {
  let config: ConfigRow | undefined;
  try {
    const pending = answer.state ? await takeRequest(deps.db, answer.state) : undefined;
    config = pending ? await configById(deps.db, pending.config_id) : undefined;
    if (!pending || !config || config.type !== 'oidc' || pending.data.kind !== 'oidc') throw new SsoRefusal(OIDC_MSG.state, config?.tenant_id ?? null);
    const who = await oidcIdentity(deps, config, pending.data, { ...answer, state: answer.state! });
    const user = await provisionSsoUser(deps, c, config, who, 'oidc');
    return await completeLogin(deps, c, user, config.tenant_id, ['oidc']);
  } catch (e) {
    return refuse(deps, c, 'oidc', e, config?.tenant_id ?? null);
  }
}
