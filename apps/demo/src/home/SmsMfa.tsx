import { useMfaSettings } from '@portico/core-state/react';
import { useState, type FormEvent } from 'react';

/** A labelled input of the MFA card. */
function Field({ id, label, value, onChange, type = 'code' }: { id: string; label: string; value: string; onChange(v: string): void; type?: 'code' | 'tel' }) {
  return (
    <div className="demo-field">
      <label className="demo-label" htmlFor={id}>{label}</label>
      {type === 'tel'
        ? <input id={id} className="demo-input" type="tel" autoComplete="tel" inputMode="tel" placeholder="+447700900123" value={value} onChange={(e) => onChange(e.target.value)} required />
        : <input id={id} className="demo-input demo-input-code" inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.target.value)} required />}
    </div>
  );
}

/** SMS MFA of the signed-in user: add a phone (texted code), or the code that removes one. Null when nothing SMS is under way. */
export function SmsMfaSteps({ adding, onCancel }: { adding: boolean; onCancel(): void }) {
  const { step, loading, sms, enrollSms, verifySmsEnrollment, verifyDisableSms, reset } = useMfaSettings((s) => s);
  const [value, setValue] = useState('');
  const submit = (action: (v: string) => Promise<void>) => (e: FormEvent) => {
    e.preventDefault();
    void action(value.replace(/[\s()-]/g, '')).then(() => setValue(''));
  };
  const cancel = () => (reset(), setValue(''), onCancel());
  const buttons = (label: string) => (
    <div className="demo-row">
      <button className="demo-button" type="submit" disabled={loading}>{label}</button>
      <button className="demo-button demo-button-secondary" type="button" onClick={cancel}>Cancel</button>
    </div>
  );
  if (step === 'enrollSms' || step === 'disableSms') {
    const removing = step === 'disableSms';
    return (
      <form className="demo-stack" onSubmit={submit(removing ? verifyDisableSms : verifySmsEnrollment)}>
        <p className="demo-muted" role="status">We texted a 6-digit code to {sms?.phoneNumber ?? 'your phone'}.</p>
        <Field id="mfa-sms-code" label="Code from the text message" value={value} onChange={setValue} />
        {buttons(removing ? 'Turn off text messages' : 'Turn on')}
      </form>
    );
  }
  if (!adding) return null;
  return (
    <form className="demo-stack" onSubmit={submit(enrollSms)}>
      <p className="demo-muted">Each sign-in will ask for a code texted to this phone (international format).</p>
      <Field id="mfa-sms-phone" label="Mobile phone number" value={value} onChange={setValue} type="tel" />
      {buttons('Text me a code')}
    </form>
  );
}
