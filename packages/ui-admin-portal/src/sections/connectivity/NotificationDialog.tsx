import { useMemo } from 'react';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@portico/core-state';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { TextAreaField } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { splitEmails } from '../../components/form';
import { useNotifications } from './useConnectivitySection';

// Phone numbers may hold spaces, so SMS numbers and URLs are split on commas, semicolons and new lines only.
const splitLines = (text: string): string[] => text.split(/[\n,;]+/).map((t) => t.trim()).filter(Boolean);
// The server's phone rule (rest-api integrations schema): optional +, then digits with common separators.
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
const URL_RE = /^https?:\/\/\S+$/i;

/** Sets who hears about one event: e-mail recipients, SMS numbers and Slack incoming-webhook URLs (empty unsubscribes). */
export function NotificationDialog() {
  const { strings } = useAdmin();
  const s = strings.connectivity.notify;
  const { state, rows, closeDialog, saveNotifications } = useNotifications();
  const row = rows.find((r) => r.eventKey === state.target);
  const schema = useMemo(() => z.object({
    email: z.string().check(z.refine((t) => splitEmails(t).every((e) => EMAIL_PATTERN.test(e)), strings.validation.emailsInvalid)),
    sms: z.string().check(z.refine((t) => splitLines(t).every((p) => PHONE.test(p)), s.smsInvalid)),
    slack: z.string().check(z.refine((t) => splitLines(t).every((u) => URL_RE.test(u)), strings.validation.urlInvalid)),
  }), [strings, s]);
  return (
    <FormDialog
      name="notify"
      state={state}
      onClose={() => closeDialog('notify')}
      title={format(s.dialogTitle, { name: row?.name ?? '' })}
      schema={schema}
      defaultValues={{ email: row?.email.join('\n') ?? '', sms: row?.sms.join('\n') ?? '', slack: row?.slack.join('\n') ?? '' }}
      submitLabel={strings.common.save}
      onSubmit={(v) => state.target && saveNotifications(state.target, { email: splitEmails(v.email), sms: splitLines(v.sms), slack: splitLines(v.slack) })}
    >
      {(form) => (
        <>
          <TextAreaField label={s.email} hint={s.emailHint} rows={3} autoFocus {...form.register('email')} error={form.formState.errors.email?.message} />
          <TextAreaField label={s.sms} hint={s.smsHint} rows={2} {...form.register('sms')} error={form.formState.errors.sms?.message} />
          <TextAreaField label={s.slack} hint={s.slackHint} rows={2} {...form.register('slack')} error={form.formState.errors.slack?.message} />
        </>
      )}
    </FormDialog>
  );
}
