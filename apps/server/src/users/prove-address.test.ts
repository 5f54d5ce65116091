import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { userIdOf } from '../test/users-admin';
import { proveAddress } from './prove-address';
import { createUser } from './repo';

let t: TestServer;
let acme: string;
beforeAll(async () => {
  t = await startServer();
  acme = (await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', await userIdOf(t, DEMO_ADMIN)).executeTakeFirstOrThrow()).tenant_id;
});
afterAll(async () => t?.close());

const META = { ip: '127.0.0.1', userAgent: 'vitest' };
const CREDENTIAL_TABLES = ['social_identities', 'webauthn_credentials', 'mfa_authenticators', 'recovery_codes', 'remembered_devices', 'api_tokens', 'password_history'] as const;

/** An account with a password, a sign-in and a profile phone and one row in every credential table, as someone could set them up before proving the address. */
async function preparedAccount(email: string, verified: boolean) {
  const user = await createUser(t.db, { vendorId: t.deps.vendor.id, email, passwordHash: await t.deps.hasher.hash('set before the proof'), phoneNumber: '+447700900777', verified });
  const id = user.id;
  await t.db.updateTable('users').set({ sign_in_phone: `+4477009${id.slice(0, 5).replace(/\D/g, '7').padEnd(5, '7')}` }).where('id', '=', id).execute();
  await t.db.insertInto('password_history').values({ user_id: id, password_hash: user.password_hash! }).execute();
  await t.db.insertInto('social_identities').values({ vendor_id: t.deps.vendor.id, provider: 'google', subject: `sub-${id}`, user_id: id }).execute();
  await t.db.insertInto('webauthn_credentials').values({ id: crypto.randomUUID(), user_id: id, purpose: 'passkey', credential_id: `cred-${id}`, public_key: 'pk', device_type: 'Platform', device_name: 'Laptop', last_used_at: null }).execute();
  await t.db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: id, kind: 'totp', secret: 'secret', verified: true, last_used_step: null }).execute();
  await t.db.insertInto('recovery_codes').values({ code_hash: `rc-${id}`, user_id: id, used_at: null, created_at: new Date() }).execute();
  await t.db.insertInto('remembered_devices').values({ token_hash: `rd-${id}`, user_id: id, expires_at: new Date(Date.now() + 86_400_000), created_at: new Date() }).execute();
  await t.db.insertInto('api_tokens').values({ id: crypto.randomUUID(), tenant_id: acme, user_id: id, created_by: id, kind: 'accessToken', client_id: null, secret_hash: `s-${id}`, description: null, role_ids: '[]', expires_at: null }).execute();
  return user;
}

const rowsOf = async (userId: string) => Object.fromEntries(await Promise.all(CREDENTIAL_TABLES.map(async (table) =>
  [table, (await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length] as const)));
const verifiedAudits = (email: string) => t.db.selectFrom('audits').select(['description', 'severity', 'json']).where('email', '=', email).where('action', '=', 'User verified').execute();

describe('proveAddress', () => {
  it('first proof of a never-verified account: verified, and everything set before is voided, audited with the reason', async () => {
    const user = await preparedAccount('never@prove.test', false);
    const done = await proveAddress(t.deps, user, 'social login', META, 'google');
    expect(done).toEqual({ firstProof: true, voided: ['password', 'sign-in phone', 'profile phone', 'social logins', 'passkeys and security keys', 'MFA factors', 'recovery codes', 'remembered MFA devices', 'personal API tokens'] });
    expect(await t.db.selectFrom('users').select(['verified', 'password_hash', 'phone_number']).where('id', '=', user.id).executeTakeFirstOrThrow())
      .toEqual({ verified: true, password_hash: null, phone_number: null });
    expect(Object.values(await rowsOf(user.id)).every((n) => n === 0)).toBe(true);
    const [audit, ...more] = await verifiedAudits(user.email);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ severity: 'WARNING', json: { event: 'user-verified', how: 'social login', detail: 'google', voided: done.voided } });
    expect(audit!.description).toBe('never@prove.test proved the address by social login (google); voided what was set before the address was proven: password, sign-in phone, profile phone, social logins, passkeys and security keys, MFA factors, recovery codes, remembered MFA devices, personal API tokens');
  });

  it('an account already verified keeps everything, also when the caller read it as unverified (a second proof)', async () => {
    const user = await preparedAccount('owner@prove.test', true);
    expect(await proveAddress(t.deps, { ...user, verified: false }, 'password reset', META)).toEqual({ firstProof: false, voided: [] });
    expect(await proveAddress(t.deps, user, 'magic link', META)).toEqual({ firstProof: false, voided: [] });
    expect(Object.values(await rowsOf(user.id)).every((n) => n === 1)).toBe(true);
    expect((await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash).toBeTruthy();
    expect(await verifiedAudits(user.email)).toEqual([]);
  });

  it('two proofs racing void once', async () => {
    const user = await preparedAccount('race@prove.test', false);
    const results = await Promise.all([proveAddress(t.deps, user, 'activation', META), proveAddress(t.deps, user, 'password reset', META)]);
    expect(results.filter((r) => r.firstProof)).toHaveLength(1);
    expect(await verifiedAudits(user.email)).toHaveLength(1);
  });

  it('a never-verified account with nothing set before is verified with a plain audit', async () => {
    const user = await createUser(t.db, { vendorId: t.deps.vendor.id, email: 'invited@prove.test' });
    expect(await proveAddress(t.deps, user, 'activation', META)).toEqual({ firstProof: true, voided: [] });
    expect(await verifiedAudits(user.email)).toMatchObject([{ severity: 'INFO', description: 'invited@prove.test proved the address by activation' }]);
  });
});
