import { importJWK, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { unauthorized } from '../http/errors';
import type { SigningKey } from './keys';

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
}

/** Verified access token payload. */
export type AccessPayload = AccessClaims & JWTPayload;

/** Class for multi-factor sessions (the step-up check reads it). */
export const ACR_MFA = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';
export const ACR_PASSWORD = 'urn:portico:acr:password';

/** Signs and verifies ES256 access and ID tokens with one key. */
export class AccessTokens {
  private verifyKey: Promise<CryptoKey>;

  constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {
    this.verifyKey = importJWK(key.publicJwk, 'ES256') as Promise<CryptoKey>;
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  /** The JWKS document. */
  jwks(): { keys: object[] } {
    return { keys: [this.key.publicJwk] };
  }

  async sign(claims: AccessClaims, audience = 'portico'): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, type: 'userToken' })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .setSubject(sub).setIssuer(this.issuer).setAudience(audience)
      .setIssuedAt().setExpirationTime(`${this.ttlSeconds}s`).sign(this.key.privateKey);
  }

  /** OpenID Connect ID token for an OAuth client. */
  async signIdToken(c: { sub: string; email: string; name: string | null; clientId: string; nonce: string | null; authTime: number; sid: string; amr: string[] }): Promise<string> {
    return new SignJWT({ email: c.email, name: c.name ?? undefined, auth_time: c.authTime, sid: c.sid, amr: c.amr, ...(c.nonce ? { nonce: c.nonce } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .setSubject(c.sub).setIssuer(this.issuer).setAudience(c.clientId)
      .setIssuedAt().setExpirationTime(`${this.ttlSeconds}s`).sign(this.key.privateKey);
  }

  /** Verifies signature, issuer, expiry and algorithm; throws 401 otherwise. */
  async verify(token: string): Promise<AccessPayload> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey, { issuer: this.issuer, algorithms: ['ES256'], audience: 'portico' });
      if (typeof payload.sub !== 'string' || typeof payload.tenantId !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
      return payload as AccessPayload;
    } catch {
      throw unauthorized();
    }
  }
}
