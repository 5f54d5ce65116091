import type { TokenGrant } from './types';

/** Messages tabs exchange over the session BroadcastChannel. In memory only: nothing is ever stored. */
export type TabMessage =
  | { type: 'token'; from: string; grant: TokenGrant }
  | { type: 'logout'; from: string }
  /** Fallback election (no Web Locks): a tab announces it wants to refresh. */
  | { type: 'claim'; from: string; at: number }
  /** The claiming tab's refresh failed; waiting tabs try themselves. */
  | { type: 'failed'; from: string };

/** The part of BroadcastChannel the session uses (injectable for tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** The part of the Web Locks API the session uses (`navigator.locks`). */
export interface LocksLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const TYPES = new Set(['token', 'logout', 'claim', 'failed']);

/** Accepts only well-formed messages: another script on the origin could post anything on the channel. */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (typeof m.type !== 'string' || !TYPES.has(m.type) || typeof m.from !== 'string') return null;
  if (m.type === 'claim' && typeof m.at !== 'number') return null;
  if (m.type === 'token') {
    const g = m.grant as Partial<TokenGrant> | undefined;
    if (!g || typeof g.accessToken !== 'string' || typeof g.expiresIn !== 'number' || typeof g.issuedAt !== 'number') return null;
  }
  return m as unknown as TabMessage;
}

/** `navigator.locks` when the browser has Web Locks, else null. */
export function defaultLocks(): LocksLike | null {
  const locks = (globalThis as { navigator?: { locks?: LocksLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** A BroadcastChannel when the runtime has one, else null (SSR, old browsers: the tab works alone). */
export function defaultChannel(name: string): ChannelLike | null {
  // Only pages have sibling tabs; Node also has BroadcastChannel, and SSR or tests must not share state through it.
  const inPage = typeof (globalThis as { document?: unknown }).document === 'object';
  return inPage && typeof BroadcastChannel === 'function' ? (new BroadcastChannel(name) as unknown as ChannelLike) : null;
}
