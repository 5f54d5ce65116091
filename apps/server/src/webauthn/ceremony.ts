import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import type { RelyingParty } from './relying-party';
import {
  consumeChallenge, findCredential, insertCredential, listCredentials, recordUse, saveChallenge,
  type ChallengeKind, type CredentialPurpose,
} from './repo';

/** Messages of the WebAuthn calls (the spec gives none; these name the cause without leaking which check failed). */
export const WEBAUTHN_MSG = {
  challenge: 'The passkey request expired or was already used. Try again',
  failed: 'The passkey could not be verified',
  unknown: 'This passkey is not registered',
  notActive: 'Passkeys are not enabled',
} as const;

// The WebAuthn library loads on the first ceremony, not at start-up (its ASN.1/X.509 parsers cost ~0.3 s of CPU to load).
const webauthn = () => import('@simplewebauthn/server');
const b64url = {
  toBytes: (s: string) => new Uint8Array(Buffer.from(s, 'base64url')),
  of: (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url'),
};

/** The `challenge` of a WebAuthn response's base64url clientDataJSON (throws on anything unreadable). */
export function clientDataChallenge(clientDataJSON: string): string {
  const challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
  if (typeof challenge !== 'string') throw new Error('no challenge');
  return challenge;
}

const refuse = (message: string, code = 'WEBAUTHN_FAILED') => new ApiError(400, code, [message]);
/** Ceremony timeout handed to the browser: 60 s. */
export const CEREMONY_TIMEOUT_MS = 60_000;

/** A user as a ceremony needs them. */
export interface CeremonyUser { id: string; email: string; name: string | null }

/** Creation options for a new credential; excludes the user's existing ones so an authenticator is not enrolled twice. */
export async function startRegistration(db: Db, rp: RelyingParty, user: CeremonyUser, purpose: CredentialPurpose, platform?: boolean) {
  const existing = await listCredentials(db, user.id, purpose);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name, rpID: rp.id, userName: user.email, userDisplayName: user.name ?? user.email,
    userID: new Uint8Array(Buffer.from(user.id, 'utf8')), timeout: CEREMONY_TIMEOUT_MS, attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: splitTransports(c.transports) })),
    authenticatorSelection: {
      // A passkey must be discoverable so it can sign in without an e-mail (conditional UI).
      residentKey: purpose === 'passkey' ? 'required' : 'preferred', userVerification: purpose === 'passkey' ? 'required' : 'preferred',
      ...(platform === undefined ? {} : { authenticatorAttachment: platform ? 'platform' : 'cross-platform' }),
    },
  });
  await saveChallenge(db, options.challenge, purpose === 'passkey' ? 'register-passkey' : 'register-mfa', user.id);
  return options;
}

/** Verifies a registration against a challenge issued to this user and stores the credential. */
export async function finishRegistration(db: Db, rp: RelyingParty, userId: string, purpose: CredentialPurpose, response: RegistrationResponseJSON, deviceType?: 'Platform' | 'CrossPlatform') {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!(await consumeChallenge(db, challenge, purpose === 'passkey' ? 'register-passkey' : 'register-mfa', userId))) throw refuse(WEBAUTHN_MSG.challenge, 'WEBAUTHN_CHALLENGE');
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: purpose === 'passkey',
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!result.verified || !result.registrationInfo) throw refuse(WEBAUTHN_MSG.failed);
  const { credential } = result.registrationInfo;
  if (await findCredential(db, credential.id)) throw refuse(WEBAUTHN_MSG.failed);
  const kind = deviceType ?? (response.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform');
  const count = (await listCredentials(db, userId, purpose)).length;
  return insertCredential(db, {
    userId, purpose, credentialId: credential.id, publicKey: b64url.of(credential.publicKey), counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [], deviceType: kind,
    deviceName: `${kind === 'Platform' ? 'Passkey' : 'Security key'} ${count + 1}`,
  });
}

/**
 * Request options: the given user's credentials of a purpose (only the one with row id `only`, when given), or none
 * (discoverable passkeys, conditional UI).
 */
export async function startAuthentication(db: Db, rp: RelyingParty, kind: ChallengeKind, userId: string | null, purpose?: CredentialPurpose, only?: string) {
  const allow = (userId && purpose ? await listCredentials(db, userId, purpose) : []).filter((c) => !only || c.id === only);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id, timeout: CEREMONY_TIMEOUT_MS, userVerification: kind === 'login-passkey' ? 'required' : 'preferred',
    allowCredentials: allow.map((c) => ({ id: c.credential_id, transports: splitTransports(c.transports) })),
  });
  await saveChallenge(db, options.challenge, kind, userId);
  return options;
}

/**
 * Verifies an assertion: challenge single-use and of this ceremony, credential of the purpose (and of `userId` when
 * given), origin and RP id, signature, user verification for passkeys, and a counter that only moves forward.
 * @returns the credential's owner
 */
export async function finishAuthentication(db: Db, rp: RelyingParty, kind: ChallengeKind, purpose: CredentialPurpose, response: AuthenticationResponseJSON, userId?: string): Promise<{ userId: string; credentialId: string }> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const issued = await consumeChallenge(db, challenge, kind, userId);
  if (!issued) throw refuse(WEBAUTHN_MSG.challenge, 'WEBAUTHN_CHALLENGE');
  const stored = await findCredential(db, response.id);
  if (!stored || stored.purpose !== purpose || (userId && stored.user_id !== userId)) throw refuse(WEBAUTHN_MSG.unknown, 'WEBAUTHN_UNKNOWN');
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: purpose === 'passkey',
    credential: { id: stored.credential_id, publicKey: b64url.toBytes(stored.public_key), counter: Number(stored.counter), transports: splitTransports(stored.transports) },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!result.verified || !result.authenticationInfo) throw refuse(WEBAUTHN_MSG.failed);
  if (!(await recordUse(db, stored.id, result.authenticationInfo.newCounter))) throw refuse(WEBAUTHN_MSG.failed);
  return { userId: stored.user_id, credentialId: stored.id };
}

function challengeOf(clientDataJSON: string): string {
  try {
    return clientDataChallenge(clientDataJSON);
  } catch {
    throw refuse(WEBAUTHN_MSG.failed);
  }
}

const splitTransports = (t: string) => (t ? (t.split(',') as AuthenticatorTransportFuture[]) : undefined);
