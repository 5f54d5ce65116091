import { webAuthnPostLogin, webAuthnPreLogin, type LoginResult } from '@portico/rest-api/auth';
import * as S from '@portico/rest-api/schemas';
import { createWebAuthnDevice, deleteWebAuthnDevice, listWebAuthnDevices, verifyWebAuthnDevice } from '@portico/rest-api/users';
import { SoftAuthenticator } from '@portico/server/src/test/soft-authenticator';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

// The test server's app is http://app.test: RP id app.test, origin http://app.test.
const ORIGIN = 'http://app.test';
const auth = new SoftAuthenticator();
const passkeysOn = async (c: StepContext) => {
  const res = await fetch(`${c.t.url}/dev/auth-strategies`, { method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }, { strategy: 'Passkeys', isActive: true }] }) });
  expect(res.status).toBe(200);
};
type Options = { challenge: string; rp: { id?: string }; user: { id: string } };

// Register a passkey in the profile, sign in with it (no e-mail: autofill), a replay is refused, then delete it.
roundTrip('passkeys: register, list, sign in, replay refused, delete', [
  refused('no passkey calls while the strategy is off', (c) => webAuthnPreLogin(c.client, {}), 400),
  step('turn the Passkeys strategy on', passkeysOn),
  step('no passkeys yet', (c) => listWebAuthnDevices(c.client), S.webAuthnDevicesResponseSchema, (r) => expect(r).toEqual({ devices: [] })),
  step('creation options', (c) => createWebAuthnDevice(c.client), S.webAuthnCreationOptionsResponseSchema, (r, c) => void (c.kept.options = (r as { options: Options }).options)),
  step('register the passkey', (c) => verifyWebAuthnDevice(c.client, { ...auth.register(c.kept.options as Options, ORIGIN), deviceType: 'Platform' }),
    S.webAuthnDeviceResponseSchema, (r, c) => void (c.kept.id = (r as { id: string }).id)),
  step('one passkey listed', (c) => listWebAuthnDevices(c.client), S.webAuthnDevicesResponseSchema, (r) => expect((r as { devices: unknown[] }).devices).toHaveLength(1)),
  step('request options without an e-mail', (c) => webAuthnPreLogin(c.client, {}), S.webAuthnRequestOptionsResponseSchema,
    (r, c) => void (c.kept.challenge = (r as { options: { challenge: string } }).options.challenge)),
  { name: 'sign in with the passkey', run: (c) => webAuthnPostLogin(c.client, (c.kept.assertion = auth.assert(c.kept.challenge as string, ORIGIN, 'app.test')) as never),
    shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).user?.email).toBe('admin@acme.test') },
  refused('the same assertion again', (c) => webAuthnPostLogin(c.client, c.kept.assertion as never), 400),
  step('delete the passkey', (c) => deleteWebAuthnDevice(c.client, c.kept.id as string)),
  refused('delete it again', (c) => deleteWebAuthnDevice(c.client, c.kept.id as string), 404),
]);
