import type { PorticoApi, UserProfile } from '../api/types';
import { AUTHORIZATION_FLAG, ENTITLEMENTS_FLAG } from './flags';
import { PROFILE_FETCH_ATTEMPTS, PROFILE_RETRY_DELAY_MS } from '../constants';
import { sleep } from '../shared/timers';
import { claimsOf, mergeUser, type PorticoUser } from './user';

/** Fetches the profile, trying {@link PROFILE_FETCH_ATTEMPTS} times {@link PROFILE_RETRY_DELAY_MS} apart. */
export async function fetchProfileWithRetry(api: PorticoApi): Promise<UserProfile> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= PROFILE_FETCH_ATTEMPTS; attempt++) {
    try {
      return await api.getProfile();
    } catch (error) {
      lastError = error;
      if (attempt < PROFILE_FETCH_ATTEMPTS) await sleep(PROFILE_RETRY_DELAY_MS);
    }
  }
  throw lastError;
}

/**
 * Builds the merged user for a fresh access token: profile (the one given, else fetched with retries), then authorization data only when its flag
 * is on, and entitlements only when enabled in options and flagged on; entitlement failures are ignored (spec §8).
 */
export async function loadUser(
  api: PorticoApi,
  accessToken: string,
  options: { entitlementsEnabled: boolean; profile?: UserProfile },
): Promise<PorticoUser> {
  // Independent reads run side by side: the profile does not wait for the flags, nor authorization and entitlements
  // for the profile (the host's flags read is usually shared, so a sign-in costs one round trip after the token).
  const profileRead = options.profile ? Promise.resolve(options.profile) : fetchProfileWithRetry(api);
  const extrasRead = api.getFlags().catch(() => ({}) as Record<string, boolean>).then((flags) => Promise.all([
    flags[AUTHORIZATION_FLAG] ? api.getAuthorization().catch(() => null) : null,
    options.entitlementsEnabled && flags[ENTITLEMENTS_FLAG] ? api.getEntitlements().catch(() => null) : null,
  ]));
  // A failed profile read rejects here; every other read is already caught, so nothing is left unhandled.
  const [profile, [authorization, entitlements]] = await Promise.all([profileRead, extrasRead]);
  return mergeUser({ profile, claims: claimsOf(accessToken), authorization, entitlements });
}

/**
 * Re-reads the signed-in user's entitlements after a token refresh (same user and tenant), when enabled in options and
 * flagged on: the server derives them from the tenant's plan, so a plan change shows at the next refresh. Failures
 * keep the entitlements the user had (spec §8: entitlement load failures are ignored).
 */
export async function refreshEntitlements(api: Pick<PorticoApi, 'getFlags' | 'getEntitlements'>, patch: (entitlements: PorticoUser['entitlements']) => void): Promise<void> {
  const flags = await api.getFlags().catch(() => ({}) as Record<string, boolean>);
  if (!flags[ENTITLEMENTS_FLAG]) return;
  const entitlements = await api.getEntitlements().catch(() => null);
  if (entitlements) patch(entitlements);
}
