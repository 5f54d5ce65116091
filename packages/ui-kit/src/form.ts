import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * react-hook-form over a zod schema: validate on submit, then live while the user corrects a field. Its own entry
 * (`@portico/ui-kit/form`) so a page that imports the kit's primitives never downloads the form libraries.
 */
export function useZodForm<T extends FieldValues>(schema: z.ZodMiniType<T, T>, defaultValues: T) {
  return useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

export { mapServerError, readServerIssues, useServerErrors } from './serverErrors';
export type { MappedServerError, ServerErrorWords, ServerIssue } from './serverErrors';
