import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mapServerError, useServerErrors, type ServerErrorWords } from '@portico/ui-kit/form';
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
      // zod's own wording of the checks the schemas use (number bounds, max/min length, required).
      if (/expected number to be [<]/i.test(message)) return t.tooLarge;
      if (/expected number to be [>]/i.test(message)) return t.tooSmall;
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

/**
 * A dialog state whose error shows as the dialog's alert text: a server refusal of the form's own `fields` becomes
 * the summary (the sentence itself goes under the field, see {@link useFormServerError}), anything else unchanged.
 */
export function useDialogServerError<S extends { status: string; error?: string }>(state: S, fields: readonly string[], aliases?: Readonly<Record<string, string>>): S {
  const strings = useStrings();
  const error = state.status === 'error' ? state.error : undefined;
  const key = fields.join('\n');
  return useMemo(
    () => (error ? { ...state, error: mapServerError(error, key.split('\n'), serverErrorWords(strings), aliases).general } : state),
    [state, error, key, strings, aliases],
  );
}
