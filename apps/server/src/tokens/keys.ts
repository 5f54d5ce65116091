import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { ConfigError } from '../config';
import type { Db } from '../db/connect';

/** An ES256 signing key and its public JWK (with kid). */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A stored key with its schedule: published from creation, signs from `activatesAt`, verifies until `expiresAt`. */
export interface ScheduledKey extends SigningKey {
  activatesAt: Date;
  expiresAt: Date | null;
}

/**
 * RFC 7638 thumbprint of an EC public key (what jose's calculateJwkThumbprint gives), computed synchronously: at a
 * fresh start the asynchronous WebCrypto digest waited ~0.3 s for a worker thread (bench/RESULTS.md).
 */
export const ecThumbprint = (jwk: JWK): string =>
  createHash('sha256').update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })).digest('base64url');

/** Builds a signing key from a private JWK. */
export async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? ecThumbprint(pub);
  const privateKey = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  return { kid, privateKey, publicJwk: { kty: pub.kty, crv: pub.crv, x: pub.x, y: pub.y, kid, alg: 'ES256', use: 'sig' } };
}

/** Reads SIGNING_KEY (PEM PKCS#8 or JWK JSON) as a private JWK. */
async function configuredJwk(text: string): Promise<JWK> {
  try {
    if (text.trim().startsWith('{')) return JSON.parse(text) as JWK;
    return await exportJWK(await importPKCS8(text.replace(/\\n/g, '\n'), 'ES256', { extractable: true }));
  } catch {
    throw new ConfigError('SIGNING_KEY is not a valid ES256 private key (PEM PKCS#8 or JWK JSON)');
  }
}

async function storeKey(db: Db, jwk: JWK, activatesAt: Date): Promise<string> {
  const key = await fromPrivateJwk(jwk);
  await db.insertInto('signing_keys')
    .values({ kid: key.kid, private_jwk: JSON.stringify({ ...jwk, kid: key.kid }), public_jwk: JSON.stringify(key.publicJwk), activates_at: activatesAt })
    .onConflict((oc) => oc.column('kid').doNothing()).execute();
  return key.kid;
}

const newJwk = async (): Promise<JWK> => exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey);

/**
 * Makes sure the key store can sign: the configured key is added (signing from now) unless stored already; without
 * one, a key is generated when no usable key is stored (dev and self-host default). Run under the start-up lock.
 */
export async function ensureSigningKeys(db: Db, configured: string | undefined): Promise<void> {
  if (configured) {
    await storeKey(db, await configuredJwk(configured), new Date());
    return;
  }
  const usable = await db.selectFrom('signing_keys').select('kid')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())])).executeTakeFirst();
  if (!usable) await storeKey(db, await newJwk(), new Date());
}

/** Every key that still verifies, oldest first. */
export async function loadScheduledKeys(db: Db): Promise<ScheduledKey[]> {
  const rows = await db.selectFrom('signing_keys').selectAll()
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .orderBy('activates_at').orderBy('kid').execute();
  return Promise.all(rows.map(async (r) => ({
    ...(await fromPrivateJwk({ ...(r.private_jwk as JWK), kid: r.kid })),
    activatesAt: new Date(r.activates_at), expiresAt: r.expires_at ? new Date(r.expires_at) : null,
  })));
}

/** How a rotation is timed. */
export interface RotationTiming {
  /** Seconds the new key is published before it signs (longer than any instance's key refresh and any JWKS cache). */
  publishSeconds: number;
  /** Seconds the previous keys verify after the new one starts signing (the longest token lifetime, plus margin). */
  retireSeconds: number;
}

/**
 * Rotates: stores a new key that signs `publishSeconds` from now, and schedules every earlier key to stop verifying
 * `retireSeconds` after that. No downtime: each instance picks the new key up before it signs.
 */
export async function rotateSigningKey(db: Db, timing: RotationTiming, now = new Date()): Promise<{ kid: string; activatesAt: Date; previousExpireAt: Date }> {
  const activatesAt = new Date(now.getTime() + timing.publishSeconds * 1000);
  const previousExpireAt = new Date(activatesAt.getTime() + timing.retireSeconds * 1000);
  const kid = await db.transaction().execute(async (tx) => {
    await tx.updateTable('signing_keys').set({ expires_at: previousExpireAt })
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', previousExpireAt)])).execute();
    return storeKey(tx, await newJwk(), activatesAt);
  });
  return { kid, activatesAt, previousExpireAt };
}
