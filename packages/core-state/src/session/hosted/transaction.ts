/**
 * The one thing the hosted flow keeps outside memory: the PKCE verifier, `state` and `nonce` must survive the
 * navigation to the authorization server and back, so they sit in sessionStorage (this tab only) for the length of
 * the round trip and are removed when the callback is handled, whatever its outcome. They are not tokens: without
 * the authorization code they grant nothing, and the code is single use (SECURITY.md 6 exception, documented).
 */
export interface AuthTransaction {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** Where to go after the callback (already validated when the transaction was made). */
  returnTo?: string;
  createdAt: number;
  /** How many redirects in a row started without a callback completing (loop guard). */
  attempt?: number;
}

/** sessionStorage key of the pending transaction. */
export const TRANSACTION_KEY = 'portico:oauth-transaction';
/** A transaction older than this is refused at the callback. */
export const TRANSACTION_TTL_MS = 10 * 60 * 1000;

/** Where transactions live; sessionStorage in a browser. */
export type TransactionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null when there is none (SSR, storage disabled). */
export function defaultTransactionStorage(): TransactionStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Saves the transaction, replacing any earlier one (only the latest authorize request can complete). */
export function saveTransaction(storage: TransactionStorage, tx: AuthTransaction): void {
  storage.setItem(TRANSACTION_KEY, JSON.stringify(tx));
}

/** Reads and removes the transaction (single use); null when missing, malformed or expired. */
export function takeTransaction(storage: TransactionStorage, now: number): AuthTransaction | null {
  const tx = peekTransaction(storage, now);
  storage.removeItem(TRANSACTION_KEY);
  return tx;
}

/** Reads the pending transaction without consuming it; null when missing, malformed or expired. */
export function peekTransaction(storage: TransactionStorage, now: number): AuthTransaction | null {
  const raw = storage.getItem(TRANSACTION_KEY);
  if (!raw) return null;
  try {
    const tx = JSON.parse(raw) as Partial<AuthTransaction>;
    const fields = [tx.state, tx.codeVerifier, tx.nonce, tx.redirectUri];
    if (!fields.every((f) => typeof f === 'string' && f) || typeof tx.createdAt !== 'number') return null;
    if (now - tx.createdAt > TRANSACTION_TTL_MS || tx.createdAt > now + 60_000) return null;
    return tx as AuthTransaction;
  } catch {
    return null;
  }
}
