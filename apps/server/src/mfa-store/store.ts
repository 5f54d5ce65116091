import { sql } from 'kysely';
import { deliver, spend } from '../budgets';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import type { Deps } from '../deps';
import { tenantPolicies } from '../vendor';
import { listCredentials } from '../webauthn';
import { maskPhone, smsDevices } from './sms-devices';
import {
  checkEmailCode, checkRememberedDevice, createEmailCode, createRememberedDevice, generateRecoveryCodes, hashRecoveryCode,
  hashRememberDeviceToken, resolveMfaPolicy, verifyTotp, type EnrolledFactors, type MfaPolicy,
} from '../mfa';

/** HttpOnly cookie carrying the remember-device token. */
export const REMEMBER_COOKIE = 'portico_mfa_device';

/** Login's MFA inputs in one statement: the tenant's effective MFA policy and the user's verified factors. */
export async function loginMfaState(deps: Deps, userId: string, tenantId: string): Promise<{ policy: MfaPolicy; enrolled: EnrolledFactors }> {
  // WebAuthn MFA credentials count as their kind ('Platform' / 'CrossPlatform'), in the same statement.
  const { rows } = await sql<{ mfa_policy: Record<string, unknown> | null; kinds: string[] | string }>`${sql.raw(PREPARE)}
    select (select mfa_policy from tenant_policies where tenant_id = ${tenantId}) as mfa_policy,
      coalesce((select json_agg(k) from (select kind as k from mfa_authenticators where user_id = ${userId} and verified
        union all select device_type from webauthn_credentials where user_id = ${userId} and purpose = 'mfa') f), '[]') as kinds`.execute(deps.db);
  const row = rows[0]!;
  const p = { ...deps.vendor.config.mfaPolicy, ...(row.mfa_policy ?? {}) };
  const kinds = typeof row.kinds === 'string' ? (JSON.parse(row.kinds) as string[]) : row.kinds;
  return {
    policy: resolveMfaPolicy({ enforceMFAType: p.enforceMFAType, allowRememberMe: p.allowRememberMyDevice, mfaDeviceExpiration: p.mfaDeviceExpiration }),
    enrolled: factorsOf(kinds),
  };
}

const factorsOf = (kinds: string[]): EnrolledFactors => ({
  authenticator: kinds.includes('totp'), email: kinds.includes('email'), sms: kinds.includes('sms'),
  webAuthnPlatform: kinds.includes('Platform'), webAuthnCrossPlatform: kinds.includes('CrossPlatform'),
});

export async function enrolledFactors(db: Db, userId: string): Promise<EnrolledFactors> {
  const rows = await db.selectFrom('mfa_authenticators').select('kind').where('user_id', '=', userId).where('verified', '=', true)
    .unionAll(db.selectFrom('webauthn_credentials').select('device_type as kind').where('user_id', '=', userId).where('purpose', '=', 'mfa')).execute();
  return factorsOf(rows.map((r) => r.kind));
}

/** When a presented remember-device token is valid for the user: the time it was remembered; else undefined. */
export async function rememberedDeviceSince(db: Db, userId: string, token: string | undefined): Promise<Date | undefined> {
  if (!token) return undefined;
  const row = await db.selectFrom('remembered_devices').selectAll().where('token_hash', '=', hashRememberDeviceToken(token)).executeTakeFirst();
  const device = row ? { tokenHash: row.token_hash, userId: row.user_id, expiresAt: row.expires_at.getTime() } : undefined;
  return row && checkRememberedDevice(token, userId, device) === 'valid' ? row.created_at : undefined;
}

/** The tenant's effective MFA policy (its override over the vendor's) in the MFA module's terms. */
export async function tenantMfaPolicy(deps: Deps, tenantId: string): Promise<MfaPolicy> {
  const p = (await tenantPolicies(deps, tenantId)).mfaPolicy;
  return resolveMfaPolicy({ enforceMFAType: p.enforceMFAType, allowRememberMe: p.allowRememberMyDevice, mfaDeviceExpiration: p.mfaDeviceExpiration });
}

/** Remembers the device for the expiry of the tenant the login lands in (not the vendor's default). */
export async function rememberDevice(deps: Deps, userId: string, policy: MfaPolicy): Promise<{ token: string; maxAge: number }> {
  const { token, device } = createRememberedDevice(userId, policy);
  await deps.db.insertInto('remembered_devices').values({ token_hash: device.tokenHash, user_id: userId, expires_at: new Date(device.expiresAt) }).execute();
  return { token, maxAge: policy.mfaDeviceExpiration };
}

/** Stores a pending (unverified) authenticator secret, replacing any earlier pending one. */
export async function savePendingTotp(db: Db, userId: string, secret: string): Promise<void> {
  await db.deleteFrom('mfa_authenticators').where('user_id', '=', userId).where('kind', '=', 'totp').where('verified', '=', false).execute();
  await db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: userId, kind: 'totp', secret, verified: false, last_used_step: null }).execute();
}

/**
 * Checks a TOTP code against the user's authenticator (pending one when `pending`), refusing reused steps;
 * the step is recorded with a conditional update so two racing uses of one code cannot both pass.
 */
export async function checkTotp(db: Db, userId: string, code: string, pending: boolean): Promise<boolean> {
  const row = await db.selectFrom('mfa_authenticators').selectAll().where('user_id', '=', userId).where('kind', '=', 'totp')
    .where('verified', '=', !pending).orderBy('created_at', 'desc').executeTakeFirst();
  if (!row) return false;
  const last = row.last_used_step === null ? null : Number(row.last_used_step);
  const result = verifyTotp(row.secret, code, last);
  if (!result.ok) return false;
  const claimed = await db.updateTable('mfa_authenticators').set({ last_used_step: result.step, verified: true })
    .where('id', '=', row.id).where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', result.step)]))
    .returning('id').executeTakeFirst();
  if (claimed && pending) {
    await db.deleteFrom('mfa_authenticators').where('user_id', '=', userId).where('kind', '=', 'totp').where('id', '!=', row.id).execute();
  }
  return !!claimed;
}

/** Replaces the user's recovery codes; returns the plain codes to show once. */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const { codes, hashes } = generateRecoveryCodes();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_codes').values(hashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null }))).execute();
  return codes;
}

/** Uses one recovery code exactly once. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db.updateTable('recovery_codes').set({ used_at: new Date() })
    .where('user_id', '=', userId).where('code_hash', '=', hashRecoveryCode(code)).where('used_at', 'is', null)
    .returning('code_hash').executeTakeFirst();
  return !!used;
}

/**
 * Sends a 6-digit e-mail code within the account's second-factor code budget (and the client's, given its `ip`).
 * @returns the challenge id the client sends back as `otcToken`
 * @throws 429 with `Retry-After` when the budget is spent
 */
export async function sendEmailCode(deps: Deps, userId: string, email: string, ip?: string | null): Promise<string> {
  const ticket = await spend(deps, 'mfa-email', { userId, ip }, { channel: 'email', to: email });
  const { code, challenge } = createEmailCode(deps.config.cookieSecret);
  await deps.db.insertInto('mfa_email_codes').values({ id: challenge.id, user_id: userId, code_hash: challenge.codeHash, expires_at: new Date(challenge.expiresAt) }).execute();
  await deliver(deps, ticket, { channel: 'email', to: email, subject: 'Your sign-in code', text: `Your verification code is ${code}. It expires in 10 minutes.` });
  return challenge.id;
}

/** Checks an e-mail code; attempts and use are written with a conditional update (no parallel over-guessing). */
export async function checkEmailCodeFor(deps: Deps, userId: string, challengeId: string, code: string): Promise<boolean> {
  const row = await deps.db.selectFrom('mfa_email_codes').selectAll().where('id', '=', challengeId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return false;
  const result = checkEmailCode({ id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at.getTime(), attempts: row.attempts, used: row.used }, code, deps.config.cookieSecret);
  const written = await deps.db.updateTable('mfa_email_codes').set({ attempts: result.challenge.attempts, used: result.challenge.used })
    .where('id', '=', row.id).where('attempts', '=', row.attempts).where('used', '=', false).returning('id').executeTakeFirst();
  return result.ok && !!written;
}

/** Marks e-mail as an enrolled factor. */
export async function enrollEmailFactor(db: Db, userId: string): Promise<void> {
  const existing = await db.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('kind', '=', 'email').executeTakeFirst();
  if (!existing) await db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: userId, kind: 'email', secret: '', verified: true, last_used_step: null }).execute();
}

export async function authenticatorId(db: Db, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('kind', '=', 'totp').where('verified', '=', true).executeTakeFirst())?.id;
}

/** The user's MFA devices by kind (`MfaDevices` of @portico/rest-api), as login, step-up and the profile list them. */
export async function mfaDevices(db: Db, userId: string, email: string) {
  const [id, f, keys, phones] = await Promise.all([
    authenticatorId(db, userId), enrolledFactors(db, userId), listCredentials(db, userId, 'mfa'), smsDevices(db, userId),
  ]);
  const webauthn = keys.map((k) => ({ id: k.id, deviceType: k.device_type, name: k.device_name }));
  return { webauthn, phones, authenticators: id ? [{ id }] : [], emails: f.email ? [{ email }] : [] };
}

/**
 * The devices a pending login (or step-up) may verify with, by kind, phones masked (a password alone must not reveal
 * the number).
 */
export async function pendingMfaDevices(db: Db, userId: string, email: string) {
  const devices = await mfaDevices(db, userId, email);
  return { ...devices, phones: devices.phones.map((p) => ({ id: p.id, phoneNumber: maskPhone(p.phoneNumber) })) };
}
