import { Button, TextField } from '@portico/ui-kit';
import { useStrings } from '../context';
import { useZodForm } from '@portico/ui-kit/form';
import { format } from '../localization';
import { PASSWORD_MIN, schemas } from '../validation';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  part: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  loading: boolean;
  onSubmit(password: string): Promise<unknown> | unknown;
}

/** New password + confirmation (activation, reset): length rules only, paste allowed, `autocomplete="new-password"`. */
export function NewPasswordForm({ part, passwordLabel, confirmLabel, submitLabel, loading, onSubmit }: NewPasswordFormProps) {
  const strings = useStrings();
  const form = useZodForm(schemas(strings).confirmed, { password: '', confirm: '' });
  const errors = form.formState.errors;
  return (
    <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.password))}>
      <TextField
        {...form.register('password')}
        className={`portico-${part}-password`}
        label={passwordLabel}
        description={format(strings.signUp.passwordHint, { min: PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
      />
      <TextField
        {...form.register('confirm')}
        className={`portico-${part}-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
      />
      <Button type="submit" className={`portico-${part}-submit`} loading={loading}>
        {submitLabel}
      </Button>
    </form>
  );
}
