import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@portico/core-state';
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './limits';
import type { LoginStrings } from './localization';
import { format } from './localization';

export { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './limits';

/** Schema builders worded from the active locale (zod/mini keeps the login route small). */
export function schemas(s: LoginStrings) {
  const v = s.validation;
  const email = z.string().check(z.trim(), z.minLength(1, v.emailRequired), z.regex(EMAIL_PATTERN, v.emailInvalid));
  const currentPassword = z.string().check(z.minLength(1, v.passwordRequired));
  const newPassword = z
    .string()
    .check(
      z.minLength(1, v.passwordRequired),
      z.minLength(PASSWORD_MIN, format(v.passwordTooShort, { min: PASSWORD_MIN })),
      z.maxLength(PASSWORD_MAX, format(v.passwordTooLong, { max: PASSWORD_MAX })),
    );
  const code = z.string().check(z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), format(v.codeIncomplete, { length: CODE_LENGTH })));
  const confirmed = z
    .object({ password: newPassword, confirm: z.string() })
    .check(
      z.refine((d) => d.password === d.confirm, { message: v.passwordsMismatch, path: ['confirm'] }),
    );
  return {
    email: z.object({ email }),
    password: z.object({ password: currentPassword }),
    code: z.object({ code }),
    recovery: z.object({ code: z.string().check(z.trim(), z.minLength(1, v.recoveryCodeRequired)) }),
    confirmed,
    signUp: z.object({
      name: z.string().check(z.trim(), z.minLength(1, v.nameRequired)),
      companyName: z.string().check(z.trim(), z.minLength(1, v.companyRequired)),
      email,
      password: newPassword,
    }),
  };
}
