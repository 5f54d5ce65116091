import { sign as signBytes, type KeyObject } from 'node:crypto';
import { compactVerify, type JWTPayload, type JWSHeaderParameters } from 'jose';
import { verifyCompactEs256 } from './jws';
import { unauthorized } from '../http/errors';
import type { SigningKey } from './keys';
import { KeyRing } from './keyring';

/** Claims Portico puts in access tokens. */
export interface AccessClaims {
  sub: string;
  email: string;
  name: string | null;
  tenantId: string;
  tenantIds: string[];
  roles: string[];
  permissions: string[];
  amr: string[];
  acr: string;
  auth_time: number;
  sid: string;
  /** Granted OAuth scope, on tokens issued to OAuth clients (userinfo answers by it). */
  scope?: string;
  /** Set on tokens acting for an API token (then `sid` is the API token's id, checked live instead of a session). */
  apiToken?: 'user' | 'tenant';
  /** On an impersonation session: the admin acting for `sub` (RFC 8693 §4.1). */
  act?: { sub: string; email: string };
}

/** The claims of a verified ID token used as `id_token_hint`. */
export interface IdTokenHint {
  sub: string;
  aud: string;
  sid: string | undefined;
}

/** Verified access token payload. */
export type AccessPayload = AccessClaims & JWTPayload;

/** Class for multi-factor sessions (the step-up check reads it). */
export const ACR_MFA = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';
export const ACR_PASSWORD = 'urn:portico:acr:password';

const b64url = (text: string): string => Buffer.from(text).toString('base64url');

/**
 * Signs and verifies ES256 access and ID tokens with the shared key ring (see {@link KeyRing}: the newest active key
 * signs, every published key verifies). Signing uses node:crypto synchronously: WebCrypto's async sign cost several
 * times more per token on the refresh hot path (see bench/RESULTS.md).
 */
export class AccessTokens {
  readonly ring: KeyRing;
  /** jose's key lookup: the ring's key for the token's `kid`. */
  private readonly lookup = async (header: JWSHeaderParameters): Promise<KeyObject> => {
    const key = await this.ring.verifyKey(header.kid);
    if (!key) throw new Error('unknown key');
    return key;
  };

  constructor(
    key: SigningKey | KeyRing,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {
    this.ring = key instanceof KeyRing ? key : KeyRing.fixed(key);
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  /** The JWKS document. */
  jwks(): { keys: object[] } {
    return { keys: this.ring.publicJwks() };
  }

  /** Compact JWS over the payload with registered claims iss, aud, iat, exp added; signature in IEEE P1363 form (RFC 7518 3.4). */
  private jws(sub: string, audience: string, claims: Record<string, unknown>): string {
    const iat = Math.floor(Date.now() / 1000);
    const signer = this.ring.signer();
    const input = `${signer.header}.${b64url(JSON.stringify({ ...claims, sub, iss: this.issuer, aud: audience, iat, exp: iat + this.ttlSeconds }))}`;
    return `${input}.${signBytes('sha256', Buffer.from(input), { key: signer.signKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  }

  async sign(claims: AccessClaims, audience = 'portico'): Promise<string> {
    const { sub, ...rest } = claims;
    return this.jws(sub, audience, { ...rest, type: 'userToken' });
  }

  /** OpenID Connect ID token for an OAuth client. */
  async signIdToken(c: { sub: string; email: string; emailVerified: boolean; name: string | null; clientId: string; nonce: string | null; authTime: number; sid: string; amr: string[] }): Promise<string> {
    return this.jws(c.sub, c.clientId, { email: c.email, email_verified: c.emailVerified, name: c.name ?? undefined, auth_time: c.authTime, sid: c.sid, amr: c.amr,
      ...(c.nonce ? { nonce: c.nonce } : {}) });
  }

  /**
   * An ID token this server signed for one OAuth client, or undefined. Expiry is not checked: OIDC RP-Initiated
   * Logout lets a client present an expired ID token as the hint; signature, issuer and a single audience are.
   */
  async verifyIdTokenHint(token: string): Promise<IdTokenHint | undefined> {
    try {
      const { payload } = await compactVerify(token, this.lookup, { algorithms: ['ES256'] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload & { type?: unknown; sid?: unknown };
      // Access tokens share the key; they carry `type` and the API audience, never a client's.
      if (claims.iss !== this.issuer || claims.type !== undefined) return undefined;
      if (typeof claims.sub !== 'string' || typeof claims.aud !== 'string') return undefined;
      return { sub: claims.sub, aud: claims.aud, sid: typeof claims.sid === 'string' ? claims.sid : undefined };
    } catch {
      return undefined;
    }
  }

  /**
   * Verifies algorithm, signature, issuer, audience, expiry and not-before (the checks of jose's jwtVerify, plus `exp`
   * required); throws 401 otherwise. Runs on every authenticated request, hence node:crypto (tokens/jws.ts).
   */
  async verify(token: string): Promise<AccessPayload> {
    try {
      const payload = await verifyCompactEs256(token, (kid) => this.ring.verifyKey(kid));
      const now = Math.floor(Date.now() / 1000);
      const { iss, aud, exp, nbf, iat } = payload;
      if (iss !== this.issuer) throw new Error('issuer');
      if (aud !== 'portico' && !(Array.isArray(aud) && aud.includes('portico'))) throw new Error('audience');
      if (typeof exp !== 'number' || exp <= now) throw new Error('expired');
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw new Error('not yet valid');
      if (iat !== undefined && typeof iat !== 'number') throw new Error('iat');
      if (typeof payload.sub !== 'string' || typeof payload.tenantId !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
      return payload as AccessPayload;
    } catch {
      throw unauthorized();
    }
  }
}
