import { z } from 'zod';
import type { Deps } from '../deps';
import { PROVIDER_SHAPES, SOCIAL_PROVIDERS, type SocialProviderType } from './providers';
import { listProviders, saveProvider, type SocialProviderRow } from './repo';

/** One provider as the login box reads it (`SocialLoginProvider` of @portico/rest-api): never the secret. */
export interface PublicSocialProvider {
  type: SocialProviderType;
  active: boolean;
  clientId?: string;
  redirectUrl: string;
  /** Where the login box starts the flow: this server's pre-login for the provider. */
  authorizationUrl: string;
  additionalScopes: string[];
  customised: boolean;
}

const rowsByType = async (deps: Deps) => new Map((await listProviders(deps.db, deps.vendor.id)).map((r) => [r.type, r] as const));
const scopesOf = (r: SocialProviderRow | undefined) => ((r?.additional_scopes as unknown as string[] | undefined) ?? []);

/** Every provider, active only when the vendor turned it on with a client id. */
export async function publicProviders(deps: Deps): Promise<PublicSocialProvider[]> {
  const rows = await rowsByType(deps);
  const base = `${deps.config.publicUrl}/${deps.config.prefix}/identity/resources/auth/v1/user/sso`;
  return SOCIAL_PROVIDERS.map((type) => {
    const r = rows.get(type);
    return {
      type, active: !!r?.active && !!r.client_id, ...(r?.client_id ? { clientId: r.client_id } : {}),
      redirectUrl: r?.redirect_url ?? `${deps.config.appUrl}/account/social/success`, authorizationUrl: `${base}/${type}/prelogin`,
      additionalScopes: scopesOf(r), customised: !!(r?.issuer || r?.authorization_endpoint),
    };
  });
}

const url = z.url({ protocol: /^https?$/ }).max(2048);
/** A vendor's settings for one provider; endpoints left out use the provider's own. */
export const providerSettingsSchema = z.object({
  active: z.boolean(),
  clientId: z.string().trim().min(1).max(512),
  clientSecret: z.string().max(4096).optional(),
  additionalScopes: z.array(z.string().regex(/^[\w:./-]{1,100}$/)).max(20).default([]),
  redirectUrl: url.optional(),
  issuer: url.optional(),
  authorizationEndpoint: url.optional(),
  tokenEndpoint: url.optional(),
  userinfoEndpoint: url.optional(),
  emailsEndpoint: url.optional(),
});
export type ProviderSettingsInput = z.infer<typeof providerSettingsSchema>;

/** The vendor's full settings (secrets reported only as present or not), for the settings page. */
export async function vendorProviders(deps: Deps) {
  const rows = await rowsByType(deps);
  return SOCIAL_PROVIDERS.map((type) => {
    const r = rows.get(type);
    return {
      type, kind: PROVIDER_SHAPES[type].kind, active: !!r?.active, clientId: r?.client_id ?? '', hasClientSecret: !!r?.client_secret,
      additionalScopes: scopesOf(r), redirectUrl: r?.redirect_url ?? null, issuer: r?.issuer ?? null, authorizationEndpoint: r?.authorization_endpoint ?? null,
      tokenEndpoint: r?.token_endpoint ?? null, userinfoEndpoint: r?.userinfo_endpoint ?? null, emailsEndpoint: r?.emails_endpoint ?? null,
    };
  });
}

/** Stores one provider's settings; a missing secret keeps the stored one. */
export async function updateProvider(deps: Deps, type: SocialProviderType, s: ProviderSettingsInput): Promise<void> {
  const stored = (await rowsByType(deps)).get(type);
  await saveProvider(deps.db, deps.vendor.id, type, {
    active: s.active, client_id: s.clientId, client_secret: s.clientSecret ?? stored?.client_secret ?? null, additional_scopes: s.additionalScopes,
    redirect_url: s.redirectUrl ?? null, issuer: s.issuer ?? null, authorization_endpoint: s.authorizationEndpoint ?? null,
    token_endpoint: s.tokenEndpoint ?? null, userinfo_endpoint: s.userinfoEndpoint ?? null, emails_endpoint: s.emailsEndpoint ?? null,
  });
}
