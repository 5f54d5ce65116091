import * as z from 'zod/mini';
import { format, type AdminStrings } from '../localization';
import { EMAIL_PATTERN } from '@portico/core-state';

export { useZodForm } from '@portico/ui-kit/form';

/** Splits a bulk-invite text on commas, semicolons and whitespace. */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);
}

/** Field schemas worded from the active locale. */
export function fieldSchemas(s: AdminStrings) {
  const v = s.validation;
  const required = z.string().check(z.trim(), z.minLength(1, v.required));
  return {
    required,
    optional: z.string(),
    email: z.string().check(z.trim(), z.minLength(1, v.required), z.regex(EMAIL_PATTERN, v.emailInvalid)),
    emails: z.string().check(z.refine((t) => splitEmails(t).length > 0 && splitEmails(t).every((e) => EMAIL_PATTERN.test(e)), v.emailsInvalid)),
    url: z.string().check(z.refine((t) => t.trim() === '' || /^https?:\/\/\S+$/i.test(t.trim()), v.urlInvalid)),
    positiveInt: z.string().check(z.refine((t) => /^[1-9]\d*$/.test(t.trim()), v.numberInvalid)),
    optionalPositiveInt: z.string().check(z.refine((t) => t.trim() === '' || /^[1-9]\d*$/.test(t.trim()), v.numberInvalid)),
    password: z.string().check(z.minLength(8, format(v.passwordTooShort, { min: 8 }))),
    roleIds: z.array(z.string()),
  };
}
