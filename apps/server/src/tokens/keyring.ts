import { createPublicKey, KeyObject, type JsonWebKey } from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from '../db/connect';
import { loadScheduledKeys, type ScheduledKey, type SigningKey } from './keys';

/** Seconds between reloads of the stored keys (a rotation publishes a key longer than this before it signs). */
export const KEY_REFRESH_SECONDS = 30;

interface Loaded extends ScheduledKey {
  signKey: KeyObject;
  verifyKey: KeyObject;
  header: string;
}

const b64url = (text: string): string => Buffer.from(text).toString('base64url');

const prepare = (k: ScheduledKey): Loaded => ({
  ...k,
  signKey: KeyObject.from(k.privateKey),
  verifyKey: createPublicKey({ key: k.publicJwk as JsonWebKey, format: 'jwk' }),
  header: b64url(JSON.stringify({ alg: 'ES256', kid: k.kid, typ: 'JWT' })),
});

/**
 * The keys every instance shares through the database: all of them are published and verify until they expire; the
 * newest one whose activation time has come signs. Reloaded every {@link KEY_REFRESH_SECONDS} and when a token names
 * a key this instance has not seen yet (another instance may have started signing with it).
 */
export class KeyRing {
  private keys: Loaded[];
  private lastMissReload = 0;
  // Reloads can overlap (timer, signal, unknown kid): only a read newer than the one applied may replace the keys.
  private reads = 0;
  private applied = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  private constructor(keys: ScheduledKey[], private readonly db: Db | undefined, private readonly now: () => number) {
    this.keys = keys.map(prepare);
  }

  /** A ring of one key that never changes (tests and tools). */
  static fixed(key: SigningKey): KeyRing {
    return new KeyRing([{ ...key, activatesAt: new Date(0), expiresAt: null }], undefined, () => Date.now());
  }

  /** Loads the stored keys and keeps them fresh until {@link stop}. */
  static async load(db: Db, now: () => number = () => Date.now()): Promise<KeyRing> {
    const ring = new KeyRing(await loadScheduledKeys(db), db, now);
    if (ring.keys.length === 0) throw new Error('No signing key is stored');
    ring.timer = setInterval(() => void ring.reload().catch(() => undefined), KEY_REFRESH_SECONDS * 1000);
    ring.timer.unref();
    return ring;
  }

  /** Re-reads the stored keys (a failed read keeps the current ones). */
  async reload(): Promise<void> {
    if (!this.db) return;
    const read = ++this.reads;
    const fresh = await loadScheduledKeys(this.db);
    if (fresh.length === 0 || read < this.applied) return;
    this.applied = read;
    const known = new Map(this.keys.map((k) => [k.kid, k]));
    this.keys = fresh.map((k) => {
      const had = known.get(k.kid);
      return had ? { ...had, activatesAt: k.activatesAt, expiresAt: k.expiresAt } : prepare(k);
    });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private live(): Loaded[] {
    const t = this.now();
    return this.keys.filter((k) => !k.expiresAt || k.expiresAt.getTime() > t);
  }

  /** The key that signs now: the newest active one (the oldest published one if none is active yet). */
  signer(): Loaded {
    const t = this.now();
    const live = this.live();
    const active = live.filter((k) => k.activatesAt.getTime() <= t);
    return (active[active.length - 1] ?? live[0] ?? this.keys[this.keys.length - 1])!;
  }

  /** Public keys to publish: the signing key first (clients that take the first key get it), then the rest. */
  publicJwks(): JWK[] {
    const signer = this.signer();
    return [signer, ...this.live().filter((k) => k.kid !== signer.kid)].map((k) => k.publicJwk);
  }

  /** The verification key for `kid`; reloads once (at most every second) when it is unknown here. */
  verifyKey(kid: string | undefined): KeyObject | undefined | Promise<KeyObject | undefined> {
    const key = this.live().find((k) => k.kid === kid);
    // Known here (every request but the first after another instance's rotation): no promise, no reload.
    return key ? key.verifyKey : this.verifyKeyAfterReload(kid);
  }

  private async verifyKeyAfterReload(kid: string | undefined): Promise<KeyObject | undefined> {
    if (!kid || !this.db || this.now() - this.lastMissReload <= 1000) return undefined;
    this.lastMissReload = this.now();
    await this.reload().catch(() => undefined);
    return this.live().find((k) => k.kid === kid)?.verifyKey;
  }
}
