import type { LoginResponse } from '../api/types';
import { signIn } from '../auth/sign-in';
import { createFor, firstWebAuthnDevice } from '../mfa-webauthn/ceremony';
import type { WebAuthnKind } from '../mfa-webauthn/port';
import { browserCeremony, isBrowserRefusal, type WebAuthnCeremony } from '../passkeys/ceremony';
import { PASSKEY_MESSAGES } from '../passkeys/messages';
import type { FlowContext } from '../shared/context';
import type { LoginState } from './types';

/** What the WebAuthn MFA actions borrow from the login store. */
export interface WebAuthnMfaLoginDeps {
  ctx: FlowContext;
  get(): LoginState;
  set(recipe: (s: LoginState) => void): void;
  run(work: () => Promise<void>, clearTokens?: boolean): Promise<void>;
  handleAnswer(answer: LoginResponse): Promise<void>;
  ceremony?: WebAuthnCeremony;
}

/**
 * WebAuthn as second factor at login: verify with an enrolled platform authenticator or security key, or enrol one
 * under forced MFA (the recovery code is then shown once, like after an authenticator-app enrolment).
 */
export function webAuthnMfaLoginActions(d: WebAuthnMfaLoginDeps): Pick<LoginState, 'verifyWebAuthn' | 'enrollWebAuthn'> {
  const { ctx, get, set } = d;
  const ceremony = d.ceremony ?? browserCeremony;
  const mfaToken = () => get().mfa?.mfaToken ?? '';
  // A refusal in the browser (cancelled, timed out, wrong key) reads as one clear message.
  const run = async (work: () => Promise<void>) => {
    let refused = false;
    await d.run(() => work().catch((error: unknown) => {
      refused = isBrowserRefusal(error);
      throw error;
    }));
    if (refused) set((s) => void (s.error = PASSKEY_MESSAGES.cancelled));
  };
  return {
    verifyWebAuthn: (options = {}) =>
      run(async () => {
        const deviceId = firstWebAuthnDevice(get().mfa?.devices);
        const challenge = await ctx.api.webAuthnMfaOptions(deviceId, { mfaToken: mfaToken() });
        const assertion = await ceremony.get(challenge.options);
        await d.handleAnswer(await ctx.api.verifyWebAuthnMfa(deviceId, {
          mfaToken: mfaToken(), options: assertion,
          ...(challenge.webauthnToken ? { webauthnToken: challenge.webauthnToken } : {}), ...(options.rememberDevice ? { rememberDevice: true } : {}),
        }));
      }),
    enrollWebAuthn: (kind: WebAuthnKind) =>
      run(async () => {
        const enrolment = await ctx.api.enrollLoginWebAuthn({ mfaToken: mfaToken() });
        const credential = await createFor(ceremony, enrolment, kind);
        const answer = await ctx.api.verifyLoginWebAuthnEnrollment({ mfaToken: mfaToken(), webauthnToken: enrolment.webauthnToken, deviceType: kind, options: credential });
        if (!answer.recoveryCode) return d.handleAnswer(answer);
        await signIn(ctx, answer);
        // The recovery code is shown once; the redirect waits for acknowledgeRecoveryCode().
        set((s) => ((s.loading = false), s.mfa && (s.mfa.enrollment = { ...s.mfa.enrollment, recoveryCode: answer.recoveryCode })));
      }),
  };
}
