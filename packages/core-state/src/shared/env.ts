/** Logger core-state writes warnings to. */
export type Logger = Pick<Console, 'warn' | 'error'>;

// Read lazily so importing the package on a server (SSR) never touches `window`.
/** The page address, or undefined outside a browser. */
export const pageHref = (): string | undefined => globalThis.location?.href;

/** Default navigation: `location.assign` when there is a page, otherwise nothing. */
export function defaultNavigate(url: string): void {
  globalThis.location?.assign(url);
}

/** localStorage when the page has one and it is usable, else null. */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
