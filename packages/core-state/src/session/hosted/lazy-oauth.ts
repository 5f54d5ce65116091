import type { OAuthClient, OAuthSettings } from './oauth';

/**
 * The hosted-login OAuth client, with oauth4webapi loaded on first use: an embedded host (the default mode) never
 * downloads it; a hosted-only page passes `preload` to fetch it while the page starts.
 */
export function createLazyOAuthClient(settings: OAuthSettings, options: { preload?: boolean } = {}): OAuthClient {
  let client: Promise<OAuthClient> | undefined;
  const load = () => (client ??= import('./oauth').then((m) => m.createOAuthClient(settings)));
  // A hosted-only page (the gate) needs the client at once: start the download now, in parallel with the page.
  if (options.preload) void load().catch(() => undefined);
  return {
    metadata: async () => (await load()).metadata(),
    begin: async (returnTo, now) => (await load()).begin(returnTo, now),
    complete: async (callbackUrl, transaction) => (await load()).complete(callbackUrl, transaction),
    refresh: async (refreshToken) => (await load()).refresh(refreshToken),
    revoke: async (token) => (await load()).revoke(token),
    endSessionUrl: async (uri, idTokenHint) => (await load()).endSessionUrl(uri, idTokenHint),
  };
}
