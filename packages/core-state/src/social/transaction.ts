import type { SocialProvider } from './types';

/** sessionStorage key of the pending social login in this tab: provider and PKCE verifier, never a token. */
export const SOCIAL_TRANSACTION_KEY = 'portico.social';

/** What the tab keeps between leaving for the provider and the callback. */
export interface SocialTransaction {
  provider: SocialProvider;
  verifier: string;
}

const tabStore = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export function saveTransaction(t: SocialTransaction): void {
  tabStore()?.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify(t));
}

/** Reads and removes the pending transaction (single use); undefined when absent or unreadable. */
export function takeTransaction(): SocialTransaction | undefined {
  const store = tabStore();
  const raw = store?.getItem(SOCIAL_TRANSACTION_KEY);
  store?.removeItem(SOCIAL_TRANSACTION_KEY);
  if (!raw) return undefined;
  try {
    const t = JSON.parse(raw) as Partial<SocialTransaction>;
    return typeof t.provider === 'string' && typeof t.verifier === 'string' ? { provider: t.provider, verifier: t.verifier } : undefined;
  } catch {
    return undefined;
  }
}
