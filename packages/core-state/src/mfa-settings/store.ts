import type { StoreApi } from 'zustand/vanilla';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import { smsSettingsActions } from './sms';
import type { MfaSettingsState } from './types';
import { webAuthnSettingsActions } from './webauthn';

/**
 * Creates `portico.mfaSettings`: enrol an authenticator app (QR URI → code → recovery code), a phone (sms.ts) or a
 * security key / platform authenticator (webauthn.ts), or disable MFA. Shared by the demo's card and the portal's Privacy tab.
 */
export function createMfaSettingsStore(ctx: FlowContext): StoreApi<MfaSettingsState> {
  const initial = { step: 'idle' as const, loading: false, error: undefined, qrCodeUri: undefined, secret: undefined, recoveryCode: undefined, sms: undefined };
  return createFlowStore<MfaSettingsState>((set, get) => {
    const run = async (work: () => Promise<void>) => {
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        await work();
      } catch (error) {
        set((s) => void (s.error = errorMessage(error)));
      } finally {
        set((s) => void (s.loading = false));
      }
    };
    return {
      ...initial,
      enrollAuthenticator: () =>
        run(async () => {
          const { qrCodeUri, secret } = await ctx.api.enrollAuthenticator();
          set((s) => ((s.step = 'enrollAuthenticator'), (s.qrCodeUri = qrCodeUri), (s.secret = secret)));
        }),
      verifyEnrollment: (code) =>
        run(async () => {
          const { recoveryCode } = await ctx.api.verifyAuthenticator({ value: code });
          ctx.auth.patchUser({ mfaEnrolled: true });
          set((s) => ((s.step = 'recoveryCode'), (s.recoveryCode = recoveryCode), (s.qrCodeUri = undefined), (s.secret = undefined)));
        }),
      disable: (code) =>
        run(async () => {
          await ctx.api.disableMfa({ value: code });
          ctx.auth.patchUser({ mfaEnrolled: false });
          set((s) => void (s.step = 'disabled'));
        }),
      loadStrategies: () =>
        run(async () => {
          const strategies = await ctx.api.getActiveMfaStrategies();
          set((s) => void (s.strategies = strategies));
        }),
      ...smsSettingsActions(ctx, set, get, run),
      ...webAuthnSettingsActions(ctx, set, run),
      reset: () => set((s) => void Object.assign(s, initial)),
    };
  });
}
