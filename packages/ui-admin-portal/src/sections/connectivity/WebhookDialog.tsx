import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useWebhookDialog } from './useConnectivitySection';

/** Create or edit a webhook: name, URL, signing secret, events from the catalogue, active; and a test send. */
export function WebhookDialog() {
  const { strings } = useAdmin();
  const s = strings.connectivity;
  const { state, hook, categories, test, closeDialog, saveWebhook, testWebhook } = useWebhookDialog();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({
      displayName: f.required,
      url: z.string().check(z.trim(), z.minLength(1, strings.validation.required), z.regex(/^https?:\/\/\S+$/i, strings.validation.urlInvalid)),
      secret: f.optional,
      isActive: z.boolean(),
      eventKeys: z.array(z.string()).check(z.minLength(1, s.eventsRequired)),
    });
  }, [strings, s]);
  const options = categories.flatMap((c) => c.events.map((e) => ({ id: e.key, label: e.displayName })));
  return (
    <FormDialog
      name="webhook"
      state={state}
      onClose={() => closeDialog('webhook')}
      title={hook ? s.editTitle : s.createTitle}
      schema={schema}
      defaultValues={{ displayName: hook?.displayName ?? '', url: hook?.url ?? '', secret: '', isActive: hook?.isActive ?? true, eventKeys: hook?.eventKeys ?? [] }}
      submitLabel={hook ? strings.common.save : strings.common.create}
      onSubmit={(v) => saveWebhook(
        { displayName: v.displayName.trim(), url: v.url.trim(), eventKeys: v.eventKeys, isActive: v.isActive, ...(v.secret ? { secret: v.secret } : {}) },
        hook?._id,
      )}
    >
      {(form) => (
        <>
          <TextField label={s.form.name} autoFocus {...form.register('displayName')} error={form.formState.errors.displayName?.message} />
          <TextField label={s.form.url} type="url" {...form.register('url')} error={form.formState.errors.url?.message} />
          <TextField label={s.form.secret} type="password" autoComplete="new-password" description={s.form.secretHint} {...form.register('secret')} />
          <label className="portico-admin-checkbox">
            <input type="checkbox" className="portico-checkbox" {...form.register('isActive')} />
            <span>{s.form.active}</span>
          </label>
          <Controller control={form.control} name="eventKeys" render={({ field, fieldState }) => (
            <>
              <CheckboxGroup name="events" legend={s.form.events} options={options} value={field.value} onChange={field.onChange} />
              {fieldState.error && <p className="portico-field-error" role="alert">{fieldState.error.message}</p>}
            </>
          )} />
          <div className="portico-admin-connectivity__test">
            <Button variant="secondary" loading={test.status === 'loading'}
              onClick={() => void testWebhook({
                url: form.getValues('url').trim(), eventKey: form.getValues('eventKeys')[0],
                // Editing with no new secret typed: the server signs with the webhook's stored one (the screen never holds it).
                ...(form.getValues('secret') ? { secret: form.getValues('secret') } : hook ? { webhookId: hook._id } : {}),
              })}>
              {s.test}
            </Button>
            <Alert tone="success" className="portico-admin-connectivity__test-result">{test.status === 'success' ? format(s.testOk, { status: test.statusCode ?? '' }) : undefined}</Alert>
            <Alert tone="error" className="portico-admin-connectivity__test-result">{test.status === 'error' ? format(s.testFailed, { error: test.error ?? '' }) : undefined}</Alert>
          </div>
        </>
      )}
    </FormDialog>
  );
}
