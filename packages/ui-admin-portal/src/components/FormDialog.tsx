import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@portico/ui-kit';
import { useStrings } from '../context';
import { Dialog, type DialogProps } from './Dialog';
import { useZodForm } from './form';
import { useDialogServerError, useFormServerError } from './serverErrors';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<T extends FieldValues> extends Omit<DialogProps, 'children'> {
  schema: z.ZodMiniType<T, T>;
  defaultValues: T;
  submitLabel: string;
  onSubmit: (values: T) => unknown;
  children: (form: UseFormReturn<T>) => ReactNode;
  /** Form field of a server path where the names differ (see `mapServerError`); keep it a constant. */
  serverAliases?: Readonly<Record<string, string>>;
}

function DialogForm<T extends FieldValues>({ schema, defaultValues, submitLabel, onSubmit, children, state, onClose, name, serverAliases }: FormDialogProps<T>) {
  const strings = useStrings();
  const form = useZodForm(schema, defaultValues);
  // The server's refusals of single fields show under those fields (the dialog's alert gets the summary).
  useFormServerError(form, state.status === 'error' ? state.error : undefined, serverAliases);
  return (
    <form className="portico-admin-form" data-form={name} noValidate onSubmit={form.handleSubmit((values) => void onSubmit(values))}>
      {children(form)}
      <div className="portico-admin-dialog-actions">
        <Button variant="secondary" onClick={onClose}>{strings.common.cancel}</Button>
        <Button type="submit" loading={state.status === 'loading'}>{submitLabel}</Button>
      </div>
    </form>
  );
}

/**
 * A Radix dialog holding a react-hook-form + zod form; the form is made when the dialog opens, so every opening
 * starts from `defaultValues`. States follow the store: open, loading (submit busy), success (closed), error (shown:
 * a server refusal of a field under that field, in words).
 */
export function FormDialog<T extends FieldValues>(props: FormDialogProps<T>) {
  const { state, onClose, title, description, name, defaultValues, serverAliases, done } = props;
  const shown = useDialogServerError(state, Object.keys(defaultValues), serverAliases);
  return (
    <Dialog state={shown} onClose={onClose} title={title} description={description} name={name} done={done}>
      <DialogForm {...props} />
    </Dialog>
  );
}
