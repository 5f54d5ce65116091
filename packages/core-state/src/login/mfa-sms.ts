import type { StoreApi } from 'zustand/vanilla';
import type { LoginResponse } from '../api/types';
import { signIn } from '../auth/sign-in';
import type { FlowContext } from '../shared/context';
import { update } from '../shared/store';
import type { LoginState } from './types';

/** Actions of the SMS MFA steps (`smsSetPhoneNumber`, `smsVerifyCode`). */
export type SmsMfaActions = Pick<LoginState, 'enrollSmsPhone' | 'sendSmsCode'>;

/** What the SMS MFA actions borrow from the login store. */
export interface SmsMfaDeps {
  ctx: FlowContext;
  store(): StoreApi<LoginState>;
  run(work: () => Promise<void>, clearTokens?: boolean): Promise<void>;
  handleAnswer(answer: LoginResponse): Promise<void>;
}

/** Records a texted code: its challenge token, where it went (masked at login) and when, for the resend countdown. */
const sent = (store: StoreApi<LoginState>, challenge: { otcToken: string; phoneNumber?: string }) =>
  update(store, (s) => {
    s.loading = false;
    if (!s.mfa) return;
    s.mfa.step = 'smsVerifyCode';
    s.mfa.otcToken = challenge.otcToken;
    s.mfa.codeSentAt = Date.now();
    if (challenge.phoneNumber) s.mfa.phoneNumber = challenge.phoneNumber;
  });

/** SMS MFA during login: forced enrolment of a phone, and texting a code to the enrolled phone (product-spec §4). */
export function smsMfaActions(d: SmsMfaDeps): SmsMfaActions {
  const mfa = () => d.store().getState().mfa;
  return {
    enrollSmsPhone: (phoneNumber) =>
      d.run(async () => sent(d.store(), await d.ctx.api.enrollLoginSms({ mfaToken: mfa()?.mfaToken ?? '', phoneNumber })), false),
    sendSmsCode: () =>
      d.run(async () => {
        // Enrolling: the phone comes first; verifying: the first enrolled phone gets the code.
        if (mfa()?.enrolling) return update(d.store(), (s) => ((s.loading = false), s.mfa && (s.mfa.step = 'smsSetPhoneNumber')));
        const deviceId = mfa()?.devices?.phones?.[0]?.id ?? '';
        sent(d.store(), await d.ctx.api.sendLoginSmsCode({ mfaToken: mfa()?.mfaToken ?? '', deviceId }));
      }, false),
  };
}

/**
 * Checks the texted code: an enrolment signs in and keeps the one-time recovery code on screen (the redirect waits for
 * `acknowledgeRecoveryCode`); a verification completes the login like any MFA answer.
 */
export async function verifySmsCode(d: SmsMfaDeps, code: string, options: { rememberDevice?: boolean }): Promise<void> {
  const m = d.store().getState().mfa;
  const base = { mfaToken: m?.mfaToken ?? '', otcToken: m?.otcToken ?? '', value: code };
  if (!m?.enrolling) {
    const deviceId = m?.devices?.phones?.[0]?.id ?? '';
    return d.handleAnswer(await d.ctx.api.verifyLoginSmsCode({ ...base, deviceId, ...(options.rememberDevice ? { rememberDevice: true } : {}) }));
  }
  const answer = await d.ctx.api.verifyLoginSmsEnrollment(base);
  if (!answer.recoveryCode) return d.handleAnswer(answer);
  await signIn(d.ctx, answer);
  update(d.store(), (s) => ((s.loading = false), s.mfa && (s.mfa.enrollment = { ...s.mfa.enrollment, recoveryCode: answer.recoveryCode })));
}
