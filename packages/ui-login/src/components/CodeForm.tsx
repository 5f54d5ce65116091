import { Button, CodeInput } from '@portico/ui-kit';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useStrings } from '../context';
import { useZodForm } from '@portico/ui-kit/form';
import { format } from '../localization';
import { CODE_LENGTH, schemas } from '../validation';
import { RememberDevice } from './RememberDevice';

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  onSubmit(code: string, options: { rememberDevice: boolean }): Promise<unknown> | unknown;
  loading: boolean;
  label?: string;
  submitLabel?: string;
  /** Offer "remember this device" (MFA policy allows it). */
  allowRememberDevice?: boolean | undefined;
  rememberDeviceDays?: number | undefined;
  children?: ReactNode;
}

/** Six code boxes, optional remember-device checkbox and a submit button; a complete paste submits at once. */
export function CodeForm({ onSubmit, loading, label, submitLabel, allowRememberDevice, rememberDeviceDays, children }: CodeFormProps) {
  const strings = useStrings();
  const [remember, setRemember] = useState(false);
  const form = useZodForm(schemas(strings).code, { code: '' });
  const submit = form.handleSubmit(({ code }) => onSubmit(code, { rememberDevice: remember }));
  return (
    <form className="portico-form portico-code-form" noValidate onSubmit={submit}>
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onComplete={() => !loading && void submit()}
            label={label ?? strings.mfa.codeLabel}
            digitLabel={(i, n) => format(strings.common.digitLabel, { index: i + 1, length: n })}
            length={CODE_LENGTH}
            error={fieldState.error?.message}
            disabled={loading}
          />
        )}
      />
      {allowRememberDevice && <RememberDevice checked={remember} onChange={setRemember} days={rememberDeviceDays} />}
      <Button type="submit" className="portico-submit" loading={loading}>
        {submitLabel ?? strings.mfa.verify}
      </Button>
      {children}
    </form>
  );
}
