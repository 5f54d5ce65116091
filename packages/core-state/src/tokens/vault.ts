import { DEFAULT_TOKEN_EXPIRY_SECONDS } from '../constants';

/** What the vault holds: the access token and when it expires (epoch ms). */
export interface TokenEntry {
  accessToken: string;
  expiresAt: number;
}

/**
 * In-memory holder of the access token. Tokens are never written to any storage, cookie or store state:
 * only this closure sees them (SECURITY.md §6).
 */
export interface TokenVault {
  get(): TokenEntry | null;
  /** Stores a token; `expiresIn` in seconds, 300 when absent (product-spec §9). */
  set(accessToken: string, expiresIn?: number | null): void;
  clear(): void;
  /** Called after every change; returns an unsubscribe function. */
  subscribe(listener: (entry: TokenEntry | null) => void): () => void;
}

/** Creates an empty vault. `now` is injectable for tests. */
export function createTokenVault(now: () => number = Date.now): TokenVault {
  let entry: TokenEntry | null = null;
  const listeners = new Set<(entry: TokenEntry | null) => void>();
  const emit = () => listeners.forEach((l) => l(entry));
  return {
    get: () => entry,
    set(accessToken, expiresIn) {
      const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : DEFAULT_TOKEN_EXPIRY_SECONDS;
      entry = { accessToken, expiresAt: now() + seconds * 1000 };
      emit();
    },
    clear() {
      if (entry === null) return;
      entry = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
