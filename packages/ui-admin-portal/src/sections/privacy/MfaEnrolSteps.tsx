import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { MfaEnrolKind } from '@portico/core-state';
import { Button, TextField } from '@portico/ui-kit';
import { QrCode } from '@portico/ui-kit/qr';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CopyField } from '../../components/CopyField';
import { useZodForm } from '../../components/form';
import { useEnrolStep, useMfaEnrolLoading } from './useMfaEnrol';

/** Spaces, dashes and brackets people type inside phone numbers. */
const phoneOf = (text: string) => text.replace(/[\s()-]/g, '');

/** One field, one submit button: the phone number or the 6-digit code of an enrolment. */
function OneFieldForm({ name, label, submit, schema, autoComplete, inputMode, onSubmit, description }: {
  name: string; label: string; submit: string; schema: z.ZodMiniType<string, string>; autoComplete: string; inputMode: 'tel' | 'numeric';
  onSubmit(value: string): void; description?: string;
}) {
  const loading = useMfaEnrolLoading();
  const form = useZodForm<{ value: string }>(useMemo(() => z.object({ value: schema }), [schema]), { value: '' });
  return (
    <form className="portico-admin-form" data-form={name} noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.value.trim()))}>
      <TextField label={label} description={description} autoComplete={autoComplete} inputMode={inputMode} autoFocus {...form.register('value')} error={form.formState.errors.value?.message} />
      <div className="portico-admin-dialog-actions">
        <Button type="submit" loading={loading}>{submit}</Button>
      </div>
    </form>
  );
}

/** The body of the enrol dialog for `kind`, by the step of `portico.mfaSettings`. */
export function EnrolBody({ kind, onDone, onRetry }: { kind: MfaEnrolKind; onDone(): void; onRetry(): void }) {
  const { strings } = useAdmin();
  const s = strings.mfaEnrol;
  const { step, qrCodeUri, secret, sms, recoveryCode, loading, error, verifyEnrollment, verifySmsEnrollment, enrollSms } = useEnrolStep();
  const code = useMemo(() => z.string().check(z.trim(), z.regex(/^\d{6}$/, s.validation.code)), [s]);
  const phone = useMemo(() => z.string().check(z.refine((t) => /^\+[1-9]\d{6,14}$/.test(phoneOf(t)), s.validation.phone)), [s]);
  if (step === 'recoveryCode') {
    return (
      <div className="portico-admin-mfa-enrol__recovery" data-step="recoveryCode">
        <p role="status" className="portico-admin-mfa-enrol__done">{s.recovery.done}</p>
        <p className="portico-admin-muted">{s.recovery.body}</p>
        {recoveryCode && <CopyField name="recoveryCode" label={s.recovery.code} value={recoveryCode} />}
        <div className="portico-admin-dialog-actions"><Button onClick={onDone}>{s.recovery.close}</Button></div>
      </div>
    );
  }
  if (kind === 'authenticator') {
    if (step !== 'enrollAuthenticator' || !qrCodeUri) return <p className="portico-admin-muted" role="status">{loading ? strings.common.loading : ''}</p>;
    const key = secret ?? new URL(qrCodeUri).searchParams.get('secret') ?? '';
    return (
      <div className="portico-admin-mfa-enrol__app" data-step="enrollAuthenticator">
        <p className="portico-admin-muted">{s.authenticator.body}</p>
        <QrCode value={qrCodeUri} label={s.authenticator.qr} className="portico-admin-qr" />
        <CopyField name="mfaSecret" label={s.authenticator.secret} value={key} />
        <OneFieldForm name="mfaAppCode" label={s.code} submit={s.verify} schema={code} autoComplete="one-time-code" inputMode="numeric" onSubmit={(v) => void verifyEnrollment(v)} />
      </div>
    );
  }
  if (kind === 'sms') {
    return step === 'enrollSms' ? (
      <OneFieldForm key="code" name="mfaSmsCode" label={s.code} description={format(s.sms.codeBody, { phone: sms?.phoneNumber ?? '' })} submit={s.verify} schema={code}
        autoComplete="one-time-code" inputMode="numeric" onSubmit={(v) => void verifySmsEnrollment(v)} />
    ) : (
      <OneFieldForm key="phone" name="mfaSmsPhone" label={s.sms.phone} description={s.sms.phoneBody} submit={s.sms.send} schema={phone}
        autoComplete="tel" inputMode="tel" onSubmit={(v) => void enrollSms(phoneOf(v))} />
    );
  }
  // Security key or this device: the browser's own dialog is the step; after a refusal the user may try again.
  return (
    <div className="portico-admin-mfa-enrol__webauthn" data-step="webauthn">
      <p className="portico-admin-muted" role="status">{loading ? s.webauthn.waiting : ''}</p>
      {error && !loading && <div className="portico-admin-dialog-actions"><Button onClick={onRetry}>{s.kinds[kind]}</Button></div>}
    </div>
  );
}
