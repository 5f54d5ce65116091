import { Button } from '@portico/ui-kit';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CodeForm } from '../../components/CodeForm';
import { ResendButton } from '../../components/ResendButton';
import { format } from '../../localization';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import { useLoginBox } from '../../context';
import { useAuthState, useStepUpState } from '../../hooks';
import { StepUpChooseMethod } from './StepUpChooseMethod';

/** Step-up route: starts a step-up (optional `maxAge` query), then asks for an MFA code. */
export default function StepUp() {
  const { strings } = useLoginBox();
  const { step, mfa, loading, error, start, verify, verifyWebAuthn, chooseMfaMethod } = useStepUpState();
  const [params] = useSearchParams();
  const maxAge = Number(params.get('maxAge')) || undefined;
  // After a page load the session is restored first: generating the step-up needs the signed-in user's token.
  const ready = useAuthState().status !== 'loading';
  const once = useRef(false);
  useEffect(() => {
    if (once.current || !ready) return;
    once.current = true;
    void start(maxAge);
  }, [start, maxAge, ready]);
  const s = strings.stepUp;
  if (step === 'noMFAEnrolledStepUp' || mfa?.step === 'noMFAEnrolledStepUp') {
    return <Screen part="step-up-no-mfa" title={s.noMfaTitle} description={s.noMfaBody} error={error} />;
  }
  if (step === 'success') return <Spinning part="step-up-success" title={s.successTitle} />;
  if (!mfa) {
    return error ? <Screen part="step-up" title={s.title} error={error} /> : <Spinning part="step-up-loading" title={strings.common.loading} />;
  }
  if (mfa.step === 'verify') return <StepUpChooseMethod />;
  if (mfa.step === 'webAuthn') {
    return (
      <Screen part="step-up-webauthn" title={s.title} description={strings.webAuthnMfa.stepUpBody} error={error}>
        <Button className="portico-submit portico-mfa-webauthn-verify" loading={loading} onClick={() => void verifyWebAuthn()}>{strings.webAuthnMfa.verify}</Button>
      </Screen>
    );
  }
  const sms = mfa.step === 'smsVerifyCode';
  const description = sms ? format(strings.smsMfa.stepUpBody, { phone: mfa.phoneNumber ?? '' }) : mfa.step === 'emailVerifyCode' ? s.emailBody : s.body;
  return (
    <Screen part="step-up" title={s.title} description={description} error={error}>
      <CodeForm loading={loading} onSubmit={(code) => verify(code)}>
        {sms && <ResendButton key={mfa.codeSentAt ?? 0} onResend={() => chooseMfaMethod('smsVerifyCode')} coolingDown={mfa.codeSentAt !== undefined} idleLabel={strings.smsMfa.sendCode} disabled={loading} />}
      </CodeForm>
    </Screen>
  );
}
