import { SignJWT, jwtVerify } from 'jose';
import { createHmac } from 'node:crypto';
import { randomToken } from './secrets';
import type { Clock, MfaTokenClaims, MfaTokenStep } from './types';

/** Lifetime of the mfaToken handed out by login: 5 minutes. */
export const MFA_TOKEN_TTL_SECONDS = 300;
const PURPOSE = 'mfa';
const TYP = 'portico-mfa+jwt';

// Derive a dedicated key so the same server secret can also sign cookies without tokens crossing over.
const keyFrom = (secret: string | Uint8Array): Uint8Array => {
  if (secret.length < 16) throw new TypeError('The mfaToken secret must be at least 16 characters');
  return new Uint8Array(createHmac('sha256', secret).update('portico/mfa-token/v1').digest());
};

/**
 * Signs the short-lived mfaToken (HS256) returned by login when MFA is required.
 * @param step 'verify' lets the holder answer a challenge; 'enroll' lets them add a first factor
 */
export async function signMfaToken(
  claims: { userId: string; tenantId: string; step: MfaTokenStep; sid?: string; amr?: string[] },
  secret: string | Uint8Array,
  now: Clock = Date.now,
): Promise<string> {
  const iat = Math.floor(now() / 1000);
  // `sid`: the session a step-up strengthens (it is replaced once the second factor passes).
  // `amr`: what the first step proved, so the session started after the second factor claims exactly that plus it.
  return new SignJWT({ purpose: PURPOSE, tid: claims.tenantId, step: claims.step, ...(claims.sid ? { sid: claims.sid } : {}), ...(claims.amr ? { amr: claims.amr } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(claims.userId)
    .setJti(randomToken(12))
    .setIssuedAt(iat)
    .setExpirationTime(iat + MFA_TOKEN_TTL_SECONDS)
    .sign(keyFrom(secret));
}

/**
 * Verifies an mfaToken: signature, HS256 only, type, expiry, purpose 'mfa'.
 * @returns the claims, or null for any bad, expired or foreign token (answer with one message)
 */
export async function verifyMfaToken(token: string, secret: string | Uint8Array, now: Clock = Date.now): Promise<MfaTokenClaims | null> {
  const key = keyFrom(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: TYP,
      currentDate: new Date(now()),
      requiredClaims: ['sub', 'exp', 'iat', 'jti', 'tid', 'purpose', 'step'],
    });
    const { sub, tid, step, purpose, exp, iat, jti, sid, amr } = payload;
    if (purpose !== PURPOSE || typeof sub !== 'string' || typeof tid !== 'string' || typeof exp !== 'number') return null;
    if (typeof iat !== 'number' || typeof jti !== 'string') return null;
    if (step !== 'verify' && step !== 'enroll') return null;
    const firstFactor = Array.isArray(amr) && amr.every((m) => typeof m === 'string') ? { amr: amr as string[] } : {};
    return { userId: sub, tenantId: tid, step, exp, iat, jti, ...(typeof sid === 'string' ? { sid } : {}), ...firstFactor };
  } catch {
    return null;
  }
}
