import type { FlowContext } from '../shared/context';
import { hasMfaDevice } from './options';
import type { MfaSettingsState } from './types';

type SmsSettingsActions = Pick<MfaSettingsState, 'loadDevices' | 'enrollSms' | 'verifySmsEnrollment' | 'startDisableSms' | 'verifyDisableSms'>;
type Set = (recipe: (s: MfaSettingsState) => void) => void;

/** SMS MFA in the profile: enrol a phone (texted code, then the recovery code) and remove one (texted code). */
export function smsSettingsActions(ctx: FlowContext, set: Set, get: () => MfaSettingsState, run: (work: () => Promise<void>) => Promise<void>): SmsSettingsActions {
  const loadDevices = async () => {
    const devices = await ctx.api.listMfaDevices();
    set((s) => void (s.devices = devices));
    ctx.auth.patchUser({ mfaEnrolled: hasMfaDevice(devices) });
  };
  return {
    loadDevices: () => run(loadDevices),
    enrollSms: (phoneNumber) =>
      run(async () => {
        const { otcToken } = await ctx.api.enrollSms({ phoneNumber });
        set((s) => ((s.step = 'enrollSms'), (s.sms = { phoneNumber, otcToken })));
      }),
    verifySmsEnrollment: (code) =>
      run(async () => {
        const { recoveryCode } = await ctx.api.verifySmsEnrollment({ otcToken: get().sms?.otcToken ?? '', value: code });
        set((s) => ((s.step = 'recoveryCode'), (s.recoveryCode = recoveryCode), (s.sms = undefined)));
        await loadDevices();
      }),
    startDisableSms: (deviceId) =>
      run(async () => {
        const { otcToken } = await ctx.api.disableSms(deviceId);
        const phoneNumber = get().devices?.phones?.find((p) => p.id === deviceId)?.phoneNumber;
        set((s) => ((s.step = 'disableSms'), (s.sms = { deviceId, otcToken, ...(phoneNumber ? { phoneNumber } : {}) })));
      }),
    verifyDisableSms: (code) =>
      run(async () => {
        const sms = get().sms;
        await ctx.api.verifyDisableSms({ deviceId: sms?.deviceId ?? '', otcToken: sms?.otcToken ?? '', value: code });
        set((s) => ((s.step = 'idle'), (s.sms = undefined)));
        await loadDevices();
      }),
  };
}
