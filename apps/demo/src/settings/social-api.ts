/** A social provider's settings as `GET /dev/social-providers` (dev only) answers them: the secret only as present or not. */
export interface SocialProviderSettings {
  type: string;
  kind: string;
  active: boolean;
  clientId: string;
  hasClientSecret: boolean;
  additionalScopes: string[];
  redirectUrl: string | null;
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  emailsEndpoint: string | null;
}

/** What the settings form changes; an empty secret keeps the stored one. */
export interface SocialProviderChange {
  active: boolean;
  clientId: string;
  clientSecret: string;
  additionalScopes: string[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: string[] } | null;
    throw new Error(body?.errors?.join(', ') || `The server answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** Reads every provider's settings (the host app may fetch; only UI packages may not). */
export const readSocialProviders = async (): Promise<SocialProviderSettings[]> => json(await fetch('/dev/social-providers'));

const ENDPOINTS = ['redirectUrl', 'issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'emailsEndpoint'] as const;

/** Saves one provider: the stored endpoints go back unchanged (the server replaces the whole settings), the secret only when typed. */
export async function saveSocialProvider(current: SocialProviderSettings, change: SocialProviderChange): Promise<SocialProviderSettings> {
  const endpoints = Object.fromEntries(ENDPOINTS.flatMap((k) => (current[k] ? [[k, current[k]]] : [])));
  const body = { ...endpoints, active: change.active, clientId: change.clientId.trim(), additionalScopes: change.additionalScopes,
    ...(change.clientSecret ? { clientSecret: change.clientSecret } : {}) };
  return json(await fetch(`/dev/social-providers/${encodeURIComponent(current.type)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}

/** Scopes typed as a space- or comma-separated list. */
export const parseScopes = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);
