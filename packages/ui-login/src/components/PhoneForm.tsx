import { Button, TextField } from '@portico/ui-kit';
import { useMemo, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { useStrings } from '../context';
import { useZodForm } from '@portico/ui-kit/form';

// E.164, as the server validates it: + then 7 to 15 digits, no leading zero.
const E164 = /^\+[1-9]\d{6,14}$/;

/** Props of {@link PhoneForm}. */
export interface PhoneFormProps {
  part: string;
  label: string;
  submitLabel: string;
  loading: boolean;
  onSubmit(phoneNumber: string): Promise<unknown> | unknown;
  children?: ReactNode;
}

/** One phone-number field in international format (spaces and dashes are dropped) and a submit button. */
export function PhoneForm({ part, label, submitLabel, loading, onSubmit, children }: PhoneFormProps) {
  const strings = useStrings();
  const schema = useMemo(
    () => z.object({ phoneNumber: z.string().check(z.trim(), z.refine((v) => E164.test(v.replace(/[\s()-]/g, '')), strings.validation.phoneInvalid)) }),
    [strings],
  );
  const form = useZodForm(schema, { phoneNumber: '' });
  return (
    <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.phoneNumber.replace(/[\s()-]/g, '')))}>
      <TextField
        {...form.register('phoneNumber')}
        className={`portico-${part}-phone`}
        label={label}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+447700900123"
        error={form.formState.errors.phoneNumber?.message}
      />
      <Button type="submit" className={`portico-${part}-submit`} loading={loading}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
