import { TextField, type TextFieldProps } from '@portico/ui-kit';

/** Props of {@link EmailField}: a text field's props; `autoComplete` defaults to `username`. */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** The e-mail field of the login box's forms: typed as e-mail, never auto-capitalised or spell-checked. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}
