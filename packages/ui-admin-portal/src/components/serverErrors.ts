import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerErrors, type ServerErrorWords } from '@portico/ui-kit/form';
import { useStrings } from '../context';
import type { AdminStrings } from '../localization';

/** The portal's words for server refusals: a field's own sentence, else one by the kind of refusal. */
export function serverErrorWords(s: AdminStrings): ServerErrorWords {
  const t = s.forms.serverErrors;
  const own = t.fields as Record<string, string>;
  return {
    general: t.general,
    summary: t.summary,
    field: (field, message) => {
      if (own[field]) return own[field];
      // zod's own wording of the checks the schemas use (max/min length, required).
      if (/too big|at most|<=/i.test(message)) return t.tooLong;
      if (/received undefined|required/i.test(message)) return t.required;
      if (/too small|at least|>=/i.test(message)) return t.tooShort;
      return t.invalid;
    },
  };
}

/** {@link useServerErrors} with the portal's words: pass the save's error only while it is failed; returns the alert text. */
export function useFormServerError<T extends FieldValues>(form: UseFormReturn<T>, error: string | undefined, aliases?: Readonly<Record<string, string>>): string | undefined {
  const strings = useStrings();
  const words = useMemo(() => serverErrorWords(strings), [strings]);
  return useServerErrors(form, error, words, aliases);
}
