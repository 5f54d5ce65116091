import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { ConfigError } from '../config';
import type { Db } from '../db/connect';

/** The active ES256 signing key and its public JWK (with kid). */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  const privateKey = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  return { kid, privateKey, publicJwk: { kty: pub.kty, crv: pub.crv, x: pub.x, y: pub.y, kid, alg: 'ES256', use: 'sig' } };
}

/** Reads SIGNING_KEY (PEM PKCS#8 or JWK JSON). */
async function fromConfigured(text: string): Promise<SigningKey> {
  if (text.trim().startsWith('{')) return fromPrivateJwk(JSON.parse(text) as JWK);
  const key = await importPKCS8(text.replace(/\\n/g, '\n'), 'ES256', { extractable: true });
  return fromPrivateJwk(await exportJWK(key));
}

/** Loads the configured key, else the stored one, else generates and stores a new one (dev and self-host default). */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<SigningKey> {
  if (configured) {
    try {
      return await fromConfigured(configured);
    } catch {
      throw new ConfigError('SIGNING_KEY is not a valid ES256 private key (PEM PKCS#8 or JWK JSON)');
    }
  }
  const stored = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirst();
  if (stored) return fromPrivateJwk({ ...(stored.private_jwk as JWK), kid: stored.kid });
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const key = await fromPrivateJwk(jwk);
  await db.insertInto('signing_keys')
    .values({ kid: key.kid, private_jwk: JSON.stringify(jwk), public_jwk: JSON.stringify(key.publicJwk) })
    .onConflict((oc) => oc.column('kid').doNothing()).execute();
  return key;
}
