import { createFor } from '../mfa-webauthn/ceremony';
import { browserCeremony, isBrowserRefusal, type WebAuthnCeremony } from '../passkeys/ceremony';
import { PASSKEY_MESSAGES } from '../passkeys/messages';
import type { FlowContext } from '../shared/context';
import { hasMfaDevice } from './options';
import type { MfaSettingsState } from './types';

type Actions = Pick<MfaSettingsState, 'enrollWebAuthn' | 'disableWebAuthn'>;

/** WebAuthn MFA on the profile (the device list is `loadDevices` of sms.ts): enrol a platform authenticator or security key, remove one. */
export function webAuthnSettingsActions(ctx: FlowContext, set: (recipe: (s: MfaSettingsState) => void) => void,
  run: (work: () => Promise<void>) => Promise<void>, ceremony: WebAuthnCeremony = browserCeremony): Actions {
  const loadDevices = async () => {
    const devices = await ctx.api.listMfaDevices();
    set((s) => void (s.devices = devices));
    return devices;
  };
  return {
    enrollWebAuthn: (kind) =>
      run(async () => {
        const enrolment = await ctx.api.enrollWebAuthnMfa();
        let credential;
        try {
          credential = await createFor(ceremony, enrolment, kind);
        } catch (error) {
          // A refusal in the browser (cancelled, timed out) reads as one clear message.
          if (!isBrowserRefusal(error)) throw error;
          return set((s) => void (s.error = PASSKEY_MESSAGES.cancelled));
        }
        const { recoveryCode } = await ctx.api.verifyWebAuthnMfaEnrollment({ webauthnToken: enrolment.webauthnToken, deviceType: kind, options: credential });
        ctx.auth.patchUser({ mfaEnrolled: true });
        set((s) => ((s.step = 'recoveryCode'), (s.recoveryCode = recoveryCode)));
        await loadDevices();
      }),
    disableWebAuthn: (deviceId) =>
      run(async () => {
        await ctx.api.disableWebAuthnMfa(deviceId);
        const d = await loadDevices();
        // The profile's flag follows: still enrolled while any second factor is left.
        ctx.auth.patchUser({ mfaEnrolled: hasMfaDevice(d) });
      }),
  };
}
