import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for server tests: ES256, 'none' attestation, a counter the test controls.
const b64 = (b: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(b));
const sha256 = (b: Uint8Array | string) => new Uint8Array(createHash('sha256').update(b).digest());
const u32 = (n: number) => { const b = new Uint8Array(4); new DataView(b.buffer).setUint32(0, n); return b; };
const concat = (...parts: Uint8Array[]) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let i = 0; for (const p of parts) { out.set(p, i); i += p.length; } return out; };
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

/** Test-only authenticator holding one credential. */
export class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly key: KeyObject;
  private readonly cose: Uint8Array;
  private userHandle = '';
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, isoBase64URL.toBuffer(jwk.x!)], [-3, isoBase64URL.toBuffer(jwk.y!)]]));
  }

  get id(): string { return b64(this.credentialId); }

  /** Answers `navigator.credentials.create` for the given options. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, rpId = options.rp.id ?? '') {
    this.userHandle = options.user.id;
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const credLen = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = concat(sha256(rpId), new Uint8Array([FLAGS.up | FLAGS.uv | FLAGS.at]), u32(this.counter), new Uint8Array(16), credLen, this.credentialId, this.cose);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return { id: this.id, rawId: this.id, type: 'public-key' as const, response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] } };
  }

  /** Answers `navigator.credentials.get`; the counter moves forward by one unless `counter` is given. */
  assert(challenge: string, origin: string, rpId: string, opts: { counter?: number; uv?: boolean } = {}) {
    this.counter = opts.counter ?? this.counter + 1;
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const authData = concat(sha256(rpId), new Uint8Array([FLAGS.up | (opts.uv === false ? 0 : FLAGS.uv)]), u32(this.counter));
    const signature = new Uint8Array(sign('sha256', concat(authData, sha256(clientDataJSON)), this.key));
    return { id: this.id, rawId: this.id, type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle } };
  }
}
