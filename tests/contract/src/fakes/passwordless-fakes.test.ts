import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import { lastMail, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../packages/core-state/test/fixtures';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The phone and passwordless calls of the preview fake and of core-state's unit-test fake answer in the REST port's shapes.
let t: TestServer;
let rest: PorticoApi;
const smsCode = (t: TestServer) => t.deps.vendor.update({ authStrategy: 'SmsCode', activeAuthStrategies: ['EmailAndPassword', 'SmsCode'] });
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createRestApi(s.client()), { prepare: smsCode })));
afterAll(async () => t?.close());

describe('phone and passwordless calls: fakes agree with the REST port over the server', () => {
  it('setPhone, resetPhone, verifyResetPhone, changePhone, passwordlessPreLogin', async () => {
    const fakes = [createPreviewApi({ delayMs: 0 }), fakeApi()];
    const set = await rest.setPhone({ phoneNumber: '+447700900123' });
    const reset = await rest.resetPhone({ email: 'admin@acme.test' });
    const code = (await lastMail(t, 'admin@acme.test')).codes[0]!;
    const verified = await rest.verifyResetPhone({ resetPhoneNumberToken: reset.resetPhoneNumberToken, code });
    const changed = await rest.changePhone({ changePhoneNumberToken: verified.changePhoneNumberToken, phoneNumber: '+447700900456' });
    const pre = await rest.passwordlessPreLogin('SmsCode', { email: 'admin@acme.test' });
    for (const fake of fakes) {
      expect(shapeOf(await fake.setPhone({ phoneNumber: '+447700900123' }))).toEqual(shapeOf(set));
      expect(shapeOf(await fake.resetPhone({ email: 'a@b.test' }))).toEqual(shapeOf(reset));
      expect(shapeOf(await fake.verifyResetPhone({ resetPhoneNumberToken: 'x', code: '123456' }))).toEqual(shapeOf(verified));
      expect(await fake.changePhone({ changePhoneNumberToken: 'x', phoneNumber: '+447700900456' })).toEqual(changed);
      expect(await fake.passwordlessPreLogin('SmsCode', { email: 'a@b.test' })).toEqual(pre);
    }
  });

  it('getActiveMfaStrategies: the preview answers the default vendor\'s strategies; the unit-test fake their shape', async () => {
    const served = await rest.getActiveMfaStrategies();
    expect(await createPreviewApi({ delayMs: 0 }).getActiveMfaStrategies()).toEqual(served);
    expect(shapeOf(await fakeApi().getActiveMfaStrategies())).toEqual(shapeOf(served));
  });

  it('SMS MFA calls: enrollSms, verifySmsEnrollment, listMfaDevices, sendLoginSmsCode, disableSms', async () => {
    const fakes = [createPreviewApi({ delayMs: 0 }), fakeApi()];
    const phone = '+447700900777';
    const sms = async () => ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === phone)!.codes[0]!;
    const enrol = await rest.enrollSms({ phoneNumber: phone });
    const verified = await rest.verifySmsEnrollment({ otcToken: enrol.otcToken, value: await sms() });
    const devices = await rest.listMfaDevices();
    const deviceId = devices.phones![0]!.id;
    const pending = await rest.login({ email: 'admin@acme.test', password: 'Portico-demo-1' });
    const sent = await rest.sendLoginSmsCode({ mfaToken: pending.mfaToken!, deviceId });
    const off = await rest.disableSms(deviceId);
    for (const fake of fakes) {
      expect(shapeOf(await fake.enrollSms({ phoneNumber: phone }))).toEqual(shapeOf(enrol));
      expect(shapeOf(await fake.verifySmsEnrollment({ otcToken: 'x', value: '123456' }))).toEqual(shapeOf(verified));
      // Compared on the phones: the unit-test fake also lists a security key, which this server user has not enrolled.
      expect(shapeOf((await fake.listMfaDevices()).phones)).toEqual(shapeOf(devices.phones));
      expect(shapeOf(await fake.sendLoginSmsCode({ mfaToken: 'm', deviceId: 'd' }))).toEqual(shapeOf(sent));
      expect(shapeOf(await fake.disableSms('d'))).toEqual(shapeOf(off));
    }
  });
});
