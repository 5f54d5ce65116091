import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { format, type AdminStrings } from '../localization';

/** react-hook-form over a zod schema: validate on submit, then live while the user corrects a field. */
export function useZodForm<T extends FieldValues>(schema: z.ZodMiniType<T, T>, defaultValues: T) {
  return useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

// Loose on purpose: the server judges; this only catches typos such as a missing @ or domain.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    email: z.string().check(z.trim(), z.minLength(1, v.required), z.regex(EMAIL, v.emailInvalid)),
    emails: z.string().check(z.refine((t) => splitEmails(t).length > 0 && splitEmails(t).every((e) => EMAIL.test(e)), v.emailsInvalid)),
    url: z.string().check(z.refine((t) => t.trim() === '' || /^https?:\/\/\S+$/i.test(t.trim()), v.urlInvalid)),
    positiveInt: z.string().check(z.refine((t) => /^[1-9]\d*$/.test(t.trim()), v.numberInvalid)),
    optionalPositiveInt: z.string().check(z.refine((t) => t.trim() === '' || /^[1-9]\d*$/.test(t.trim()), v.numberInvalid)),
    password: z.string().check(z.minLength(8, format(v.passwordTooShort, { min: 8 }))),
    roleIds: z.array(z.string()),
  };
}
