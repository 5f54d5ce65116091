import type { TokenVault } from '../tokens/vault';

// setTimeout overflows past 2^31-1 ms (~24.8 days) and would fire at once.
const MAX_DELAY_MS = 2_147_483_647;

/** Delay until the refresh: `margin` seconds before expiry, or half the remaining life for short-lived tokens. */
export function refreshDelay(expiresAt: number, now: number, marginSeconds: number): number {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  const margin = marginSeconds * 1000;
  return Math.min(MAX_DELAY_MS, remaining > 2 * margin ? remaining - margin : Math.floor(remaining / 2));
}

/**
 * Schedules `refresh` before each token in the vault expires; a new token reschedules, a cleared vault cancels.
 * @returns a function that stops scheduling.
 */
export function scheduleRefresh(vault: TokenVault, refresh: () => void, options: { marginSeconds: number; now?: () => number }): () => void {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    const entry = vault.get();
    if (entry) timer = setTimeout(refresh, refreshDelay(entry.expiresAt, now(), options.marginSeconds));
  };
  const unsubscribe = vault.subscribe(arm);
  arm();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
