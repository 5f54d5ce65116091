import { sleep } from '../shared/timers';
import { defaultChannel, defaultLocks, parseTabMessage, type ChannelLike, type LocksLike, type TabMessage } from './tab-messages';
import type { TokenGrant } from './types';

/** A result another tab got within this window is adopted instead of refreshing again. */
export const ADOPT_WINDOW_MS = 10_000;
/** Fallback election: how long a claiming tab listens for rival claims. */
export const ELECTION_MS = 60;
/** Fallback: how long a tab waits for the elected tab's result before refreshing itself. */
export const WAIT_FOR_PEER_MS = 15_000;
/**
 * Web Locks: the lock can pass to the next tab before the previous holder's broadcast arrives; a tab that got the
 * lock while a peer's refresh outcome is still in flight waits this long for it.
 */
export const SETTLE_MS = 1_000;

/** Options of {@link createTabSync}; everything but `name` is injectable for tests. */
export interface TabSyncOptions {
  /** Lock and channel name; tabs of one app and API share it. */
  name: string;
  /** @default navigator.locks when present */
  locks?: LocksLike | null;
  /** @default a BroadcastChannel named `name` when present */
  channel?: ChannelLike | null;
  now?: () => number;
  id?: string;
  adoptWindowMs?: number;
  electionMs?: number;
  waitMs?: number;
  settleMs?: number;
}

/** Cross-tab coordination of one session: one refresh for N tabs, logout everywhere. */
export interface TabSync {
  /**
   * Runs `run` so that one tab at a time talks to the server, and adopts instead a result that arrived after this
   * request began or that another tab got within the adopt window (unless `force`). The result is broadcast.
   */
  refresh(run: () => Promise<TokenGrant>, options?: { force?: boolean }): Promise<TokenGrant>;
  /** Tells the other tabs to sign out. */
  publishLogout(): void;
  /** Another tab refreshed; returns an unsubscribe function. */
  onToken(listener: (grant: TokenGrant) => void): () => void;
  /** Another tab logged out; returns an unsubscribe function. */
  onLogout(listener: () => void): () => void;
  close(): void;
}

type Claim = { from: string; at: number };

const randomId = (): string => {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Creates the coordinator: Web Locks when available, else a BroadcastChannel election, else the tab alone. */
export function createTabSync(options: TabSyncOptions): TabSync {
  const id = options.id ?? randomId();
  const now = options.now ?? Date.now;
  const adoptWindow = options.adoptWindowMs ?? ADOPT_WINDOW_MS;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = options.channel === undefined ? defaultChannel(options.name) : options.channel;
  let latest: { grant: TokenGrant; from: string } | null = null;
  // Claims of other tabs whose outcome (token or failure) has not arrived yet.
  const pending = new Map<string, number>();
  const tokenListeners = new Set<(grant: TokenGrant) => void>();
  const logoutListeners = new Set<() => void>();
  const watchers = new Set<(m: TabMessage) => void>();

  const post = (message: TabMessage) => channel?.postMessage(message);
  const onMessage = (event: { data: unknown }) => {
    const m = parseTabMessage(event.data);
    if (!m || m.from === id) return;
    if (m.type === 'token') {
      latest = { grant: m.grant, from: m.from };
      // A result satisfies every claim made before it (losing claimants never answer for themselves).
      pending.clear();
      tokenListeners.forEach((l) => l(m.grant));
    } else if (m.type === 'logout') {
      latest = null;
      pending.delete(m.from);
      logoutListeners.forEach((l) => l());
    } else if (m.type === 'claim') {
      pending.set(m.from, m.at);
    } else {
      pending.delete(m.from);
    }
    watchers.forEach((w) => w(m));
  };
  channel?.addEventListener('message', onMessage);

  const adoptable = (requestedAt: number, force: boolean): TokenGrant | null => {
    // Within a tab, single-flight already shares a run: only other tabs' results are adopted.
    if (!latest || latest.from === id) return null;
    // Strictly later: a result stamped in the same millisecond as the request may predate it.
    if (latest.grant.issuedAt > requestedAt) return latest.grant;
    if (force) return null;
    return now() - latest.grant.issuedAt < adoptWindow ? latest.grant : null;
  };

  const runAndPublish = async (run: () => Promise<TokenGrant>, announce: boolean): Promise<TokenGrant> => {
    if (announce) post({ type: 'claim', from: id, at: now() });
    try {
      const grant = await run();
      latest = { grant, from: id };
      pending.clear();
      post({ type: 'token', from: id, grant });
      return grant;
    } catch (error) {
      post({ type: 'failed', from: id });
      throw error;
    }
  };

  /** Resolves with the next token any tab publishes, or null when `from` fails or the wait times out. */
  const waitForPeer = (from: string, timeoutMs: number): Promise<TokenGrant | null> =>
    new Promise((resolve) => {
      const done = (value: TokenGrant | null) => {
        watchers.delete(watch);
        clearTimeout(timer);
        resolve(value);
      };
      const watch = (m: TabMessage) => {
        if (m.type === 'token') done(m.grant);
        else if ((m.type === 'failed' || m.type === 'logout') && m.from === from) done(null);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      watchers.add(watch);
    });

  // Fallback without Web Locks: the earliest claim within the election window refreshes, the others wait for it.
  const elect = async (run: () => Promise<TokenGrant>, requestedAt: number, force: boolean): Promise<TokenGrant> => {
    const waitMs = options.waitMs ?? WAIT_FOR_PEER_MS;
    const busy = earliestPending(waitMs);
    if (busy) {
      const adopted = await waitForPeer(busy.from, waitMs);
      if (adopted) return adopted;
    }
    const mine: Claim = { from: id, at: now() };
    const rivals: Claim[] = [];
    const watch = (m: TabMessage) => void (m.type === 'claim' && rivals.push({ from: m.from, at: m.at }));
    watchers.add(watch);
    post({ type: 'claim', ...mine });
    await sleep(options.electionMs ?? ELECTION_MS);
    watchers.delete(watch);
    const early = adoptable(requestedAt, force);
    if (early) return early;
    const [winner] = [mine, ...rivals].sort((a, b) => a.at - b.at || (a.from < b.from ? -1 : 1));
    if (winner!.from === id) return runAndPublish(run, false);
    return (await waitForPeer(winner!.from, waitMs)) ?? runAndPublish(run, false);
  };

  const earliestPending = (maxAgeMs: number): Claim | null => {
    let best: Claim | null = null;
    for (const [from, at] of pending) if (now() - at < maxAgeMs && (!best || at < best.at)) best = { from, at };
    return best;
  };

  // Web Locks: one holder at a time; a holder first adopts, or waits for a peer outcome still in flight.
  const underLock = async (run: () => Promise<TokenGrant>, requestedAt: number, force: boolean): Promise<TokenGrant> => {
    const ready = adoptable(requestedAt, force);
    if (ready) return ready;
    const busy = earliestPending(options.waitMs ?? WAIT_FOR_PEER_MS);
    if (busy) {
      const adopted = await waitForPeer(busy.from, options.settleMs ?? SETTLE_MS);
      if (adopted && (adopted.issuedAt > requestedAt || !force)) return adopted;
    }
    return runAndPublish(run, true);
  };

  return {
    refresh(run, { force = false } = {}) {
      const requestedAt = now();
      if (locks) return locks.request(`${options.name}:refresh`, () => underLock(run, requestedAt, force));
      if (channel) return elect(run, requestedAt, force);
      return runAndPublish(run, false);
    },
    publishLogout() {
      latest = null;
      post({ type: 'logout', from: id });
    },
    onToken(listener) {
      tokenListeners.add(listener);
      return () => void tokenListeners.delete(listener);
    },
    onLogout(listener) {
      logoutListeners.add(listener);
      return () => void logoutListeners.delete(listener);
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      watchers.clear();
      tokenListeners.clear();
      logoutListeners.clear();
    },
  };
}
