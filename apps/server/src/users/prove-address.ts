import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';

/** How the owner proved the account's address (the audit names it). */
export type AddressProof = 'activation' | 'password reset' | 'social login' | 'magic link' | 'e-mail code' | 'mailed invitation' | 'phone reset code' | 'SSO';

/** What {@link proveAddress} did: whether this was the account's first proof, and what it voided. */
export interface AddressProved {
  firstProof: boolean;
  /** What was set before the proof and is gone now (`password`, `sign-in phone`, `social logins`, …). */
  voided: string[];
}

// Every credential table keyed by user: anything set here before the proof came from someone who had not shown they own the address.
const CREDENTIAL_TABLES = [
  ['social_identities', 'social logins'], ['webauthn_credentials', 'passkeys and security keys'], ['mfa_authenticators', 'MFA factors'],
  ['recovery_codes', 'recovery codes'], ['remembered_devices', 'remembered MFA devices'], ['api_tokens', 'personal API tokens'],
] as const;

/**
 * Records that the owner proved the account's address (activation, password reset, a provider that verified it, a
 * magic link or e-mailed code, a mailed invitation, SSO). The first proof of an account that was never verified also
 * voids everything set on it before (pre-account takeover): the password and its history, the sign-in phone, social
 * logins, passkeys, MFA factors, personal API tokens, and ends its sessions, so only what the owner sets from now on
 * signs in. Idempotent: a verified account is left as it is, and two proofs racing void once.
 * @param detail - e.g. the social provider, for the audit
 * @example
 * await proveAddress(deps, user, 'password reset', requestMeta(c));
 * await storePassword(deps, user, input.password); // after the proof, or it would be voided too
 */
export async function proveAddress(deps: Deps, user: Pick<UserRow, 'id' | 'email'> & { verified?: boolean }, how: AddressProof, meta: { ip: string | null; userAgent: string | null }, detail?: string): Promise<AddressProved> {
  // An address once proven stays proven (nothing sets `verified` back), so a row read as verified needs no statement.
  if (user.verified) return { firstProof: false, voided: [] };
  const voided = await deps.db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('users').select(['password_hash', 'phone_number', 'sign_in_phone']).where('id', '=', user.id).where('verified', '=', false).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    await tx.updateTable('users').set({ verified: true, password_hash: null, password_breached: false, failed_login_attempts: 0, phone_number: null, sign_in_phone: null })
      .where('id', '=', user.id).execute();
    await tx.deleteFrom('password_history').where('user_id', '=', user.id).execute();
    const gone: string[] = [...(before.password_hash ? ['password'] : []), ...(before.sign_in_phone ? ['sign-in phone'] : []), ...(before.phone_number ? ['profile phone'] : [])];
    for (const [table, label] of CREDENTIAL_TABLES) {
      const { numDeletedRows } = await tx.deleteFrom(table).where('user_id', '=', user.id).executeTakeFirst();
      if (numDeletedRows > 0n) gone.push(label);
    }
    return gone;
  });
  if (!voided) return { firstProof: false, voided: [] };
  await deps.sessions.revokeAllForUser(user.id, `address proven by ${how}`);
  const by = detail ? `${how} (${detail})` : how;
  await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'User verified', ...meta,
    description: `${user.email} proved the address by ${by}${voided.length ? `; voided what was set before the address was proven: ${voided.join(', ')}` : ''}`,
    severity: voided.length ? 'WARNING' : 'INFO', json: { event: 'user-verified', how, ...(detail ? { detail } : {}), voided } });
  return { firstProof: true, voided };
}
