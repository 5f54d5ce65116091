/** Parameters of an authorization response that must not stay in the address bar or history (SECURITY.md 4). */
export const CALLBACK_PARAMS = ['code', 'state', 'iss', 'session_state', 'error', 'error_description', 'error_uri'] as const;

/** True when `pageUrl` is an authorization response arriving at `redirectUri`. */
export function isCallback(pageUrl: string | undefined, redirectUri: string): boolean {
  if (!pageUrl) return false;
  const page = new URL(pageUrl);
  const expected = new URL(redirectUri);
  if (page.origin !== expected.origin || page.pathname !== expected.pathname) return false;
  return page.searchParams.has('state') || page.searchParams.has('code') || page.searchParams.has('error');
}

/** The page address without the authorization response parameters. */
export function withoutCallbackParams(pageUrl: string): string {
  const url = new URL(pageUrl);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** The part of History the callback uses. */
export type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/** Replaces the current history entry so code/state/iss leave the address bar before anything renders. */
export function stripCallbackParams(pageUrl: string, history: HistoryLike | undefined = globalThis.history): void {
  history?.replaceState(history.state, '', withoutCallbackParams(pageUrl));
}
