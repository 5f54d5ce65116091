import type { StoreApi } from 'zustand/vanilla';
import type { LoginResponse } from '../api/types';
import { signIn } from '../auth/sign-in';
import { STEP_UP_FLAG_KEY, STEP_UP_PATH_KEY } from '../constants';
import { selectMfa } from '../mfa/select';
import { firstWebAuthnDevice } from '../mfa-webauthn/ceremony';
import { browserCeremony, isBrowserRefusal } from '../passkeys/ceremony';
import { PASSKEY_MESSAGES } from '../passkeys/messages';
import type { FlowContext } from '../shared/context';
import { localStore } from '../shared/env';
import { errorMessage, hasMessage } from '../shared/errors';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore } from '../shared/store';
import type { StepUpState } from './types';

/** The step-up route with the page's current query plus `maxAge`. */
export function stepUpTarget(stepUpUrl: string, pageUrl: string | undefined, maxAge?: number): string {
  const query = new URLSearchParams(pageUrl ? new URL(pageUrl).search : '');
  if (maxAge !== undefined) query.set('maxAge', String(maxAge));
  const text = query.toString();
  return text ? `${stepUpUrl}?${text}` : stepUpUrl;
}

/**
 * Creates `portico.stepUp`. Generating the session completes at once when a user returns; else the MFA devices and
 * token are kept and an MFA step chosen. `MFA is not enrolled` shows the no-MFA step; other errors store a step-up
 * flag and send the user to logout. `readEmail` gives the signed-in user's e-mail (recovery codes need it).
 * Only the current PATH is ever saved to local storage, never a token.
 */
export function createStepUpStore(ctx: FlowContext, readEmail: () => string = () => ''): StoreApi<StepUpState> {
  const done = async (answer: LoginResponse) => {
    await signIn(ctx, answer);
    const storage = localStore();
    const saved = storage?.getItem(STEP_UP_PATH_KEY);
    storage?.removeItem(STEP_UP_PATH_KEY);
    // The saved value came from this page's own location, but is checked again before use.
    ctx.navigate(saved && saved.startsWith('/') && !saved.startsWith('//') ? saved : ctx.routes.authenticatedUrl);
  };

  return createFlowStore<StepUpState>((set, get) => ({
    step: 'generateSession',
    loading: false,
    redirectToStepUp({ maxAge } = {}) {
      const page = ctx.pageUrl();
      if (page) {
        const { pathname, search, hash } = new URL(page);
        localStore()?.setItem(STEP_UP_PATH_KEY, `${pathname}${search}${hash}`);
      }
      ctx.navigate(stepUpTarget(ctx.routes.stepUpUrl, page, maxAge));
    },
    async start(maxAge) {
      set((s) => ((s.step = 'generateSession'), (s.loading = true), (s.error = undefined)));
      try {
        const answer = await ctx.api.generateStepUp(maxAge === undefined ? {} : { maxAge });
        if (answer.user?.accessToken) {
          await done(answer.user);
          return set((s) => ((s.step = 'success'), (s.loading = false)));
        }
        const mfa = selectMfa({ mfaToken: answer.mfaToken ?? '', ...(answer.mfaDevices ? { mfaDevices: answer.mfaDevices } : {}), ...(answer.mfaStrategies ? { mfaStrategies: answer.mfaStrategies } : {}) });
        set((s) => ((s.step = 'stepUpWithMfa'), (s.mfa = mfa), (s.loading = false)));
        // The person asked for the sensitive action: a phone that is the only factor gets its code at once.
        if (mfa.step === 'smsVerifyCode') await get().chooseMfaMethod('smsVerifyCode');
      } catch (error) {
        if (hasMessage(error, CORE_MESSAGES.mfaNotEnrolled)) {
          return set((s) => {
            s.step = 'noMFAEnrolledStepUp';
            s.loading = false;
            s.mfa = { step: 'noMFAEnrolledStepUp', mfaToken: '', enrolling: false, factors: [], allowRememberDevice: false };
          });
        }
        localStore()?.setItem(STEP_UP_FLAG_KEY, 'true');
        set((s) => ((s.loading = false), (s.error = errorMessage(error))));
        ctx.navigate(ctx.routes.logoutUrl);
      }
    },
    async verify(code) {
      const mfa = get().mfa;
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        const body = { mfaToken: mfa?.mfaToken ?? '', value: code };
        const email = readEmail();
        const deviceId = mfa?.devices?.phones?.[0]?.id ?? '';
        const answer =
          mfa?.step === 'smsVerifyCode' ? await ctx.api.verifyLoginSmsCode({ mfaToken: body.mfaToken, deviceId, otcToken: mfa.otcToken ?? '', value: code })
          : mfa?.step === 'emailVerifyCode' ? await ctx.api.verifyLoginEmailCode({ ...body, ...(mfa.otcToken ? { otcToken: mfa.otcToken } : {}) })
          : mfa?.step === 'recoveryCode' ? await ctx.api.recoverMfa({ mfaToken: body.mfaToken, email, recoveryCode: code })
          : await ctx.api.verifyMfa(body);
        await done(answer);
        set((s) => ((s.step = 'success'), (s.loading = false)));
      } catch (error) {
        set((s) => ((s.loading = false), (s.error = errorMessage(error))));
      }
    },
    async verifyWebAuthn() {
      const mfa = get().mfa;
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        const deviceId = firstWebAuthnDevice(mfa?.devices);
        const challenge = await ctx.api.webAuthnMfaOptions(deviceId, { mfaToken: mfa?.mfaToken ?? '' });
        const options = await browserCeremony.get(challenge.options);
        await done(await ctx.api.verifyWebAuthnMfa(deviceId, { mfaToken: mfa?.mfaToken ?? '', options, ...(challenge.webauthnToken ? { webauthnToken: challenge.webauthnToken } : {}) }));
        set((s) => ((s.step = 'success'), (s.loading = false)));
      } catch (error) {
        set((s) => ((s.loading = false), (s.error = isBrowserRefusal(error) ? PASSKEY_MESSAGES.cancelled : errorMessage(error))));
      }
    },
    async chooseMfaMethod(kind) {
      set((s) => void (s.mfa && (s.mfa.step = kind)));
      if (kind !== 'emailVerifyCode' && kind !== 'smsVerifyCode') return;
      try {
        const mfaToken = get().mfa?.mfaToken ?? '';
        const { otcToken, phoneNumber } = kind === 'smsVerifyCode'
          ? await ctx.api.sendLoginSmsCode({ mfaToken, deviceId: get().mfa?.devices?.phones?.[0]?.id ?? '' })
          : { ...(await ctx.api.sendLoginEmailCode({ mfaToken })), phoneNumber: undefined };
        set((s) => void (s.mfa && ((s.mfa.otcToken = otcToken), (s.mfa.codeSentAt = Date.now()), phoneNumber && (s.mfa.phoneNumber = phoneNumber))));
      } catch (error) {
        set((s) => void (s.error = errorMessage(error)));
      }
    },
  }));
}
