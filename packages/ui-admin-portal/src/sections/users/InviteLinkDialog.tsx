import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CopyField } from '../../components/CopyField';
import { Dialog } from '../../components/Dialog';
import { fieldSchemas, useZodForm } from '../../components/form';
import { useFormatter } from '../../components/format';
import { useDialogServerError, useFormServerError } from '../../components/serverErrors';
import { useInviteLinkDialog, useInviteLinkForm } from './useUserDialogs';

/** The link form's fields (a server refusal of one shows under it). */
const LINK_FIELDS = ['expiresInMinutes', 'shouldSendEmail'];

const DEFAULT_EXPIRY_MINUTES = 43200;

/** The tenant's invite link: show and copy it, create (43200 min), update expiry / e-mail notice, delete. */
export function InviteLinkDialog() {
  const { strings, signUpUrl } = useAdmin();
  const dates = useFormatter();
  const s = strings.users.linkDialog;
  const { state, link, url, closeDialog } = useInviteLinkDialog(signUpUrl);
  const shown = useDialogServerError(state, LINK_FIELDS);
  return (
    <Dialog name="inviteLink" state={shown} onClose={() => closeDialog('inviteLink')} title={s.title} description={s.description}>
      {link.status === 'loading' && <p role="status">{strings.common.loading}</p>}
      {link.status === 'error' && <p role="alert">{link.error}</p>}
      {link.status === 'ready' && <LinkForm key={link.data?.token ?? 'none'} url={url} expires={dates.dateTime(link.data?.expires)} hasLink={Boolean(link.data)} shouldSendEmail={Boolean(link.data?.shouldSendEmail)} />}
    </Dialog>
  );
}

function LinkForm({ url, expires, hasLink, shouldSendEmail }: { url: string | null; expires: string; hasLink: boolean; shouldSendEmail: boolean }) {
  const { strings } = useAdmin();
  const s = strings.users.linkDialog;
  const { loading, error, openDialog, createInviteLink, updateInviteLink, deleteInviteLink } = useInviteLinkForm();
  const schema = useMemo(() => z.object({ expiresInMinutes: fieldSchemas(strings).positiveInt, shouldSendEmail: z.boolean() }), [strings]);
  const form = useZodForm(schema, { expiresInMinutes: String(DEFAULT_EXPIRY_MINUTES), shouldSendEmail });
  useFormServerError(form, error);
  // A successful call closes the store dialog (success); the link stays on screen, so reopen it.
  const after = (ok: boolean) => ok && openDialog('inviteLink');
  const submit = form.handleSubmit(async (v) => {
    const body = { expiresInMinutes: Number(v.expiresInMinutes), shouldSendEmail: v.shouldSendEmail };
    after(await (hasLink ? updateInviteLink(body) : createInviteLink(body)));
  });
  return (
    <form className="portico-admin-form" data-form="inviteLink" noValidate onSubmit={submit}>
      {hasLink && url ? (
        <>
          <CopyField name="inviteLink" label={s.url} value={url} />
          {expires && <p className="portico-admin-muted">{format(s.expires, { date: expires })}</p>}
        </>
      ) : (
        <p className="portico-admin-muted">{s.none}</p>
      )}
      <TextField label={s.expiresInMinutes} inputMode="numeric" {...form.register('expiresInMinutes')} error={form.formState.errors.expiresInMinutes?.message} />
      <label className="portico-admin-checkbox">
        <input type="checkbox" className="portico-checkbox" {...form.register('shouldSendEmail')} />
        <span>{s.shouldSendEmail}</span>
      </label>
      <div className="portico-admin-dialog-actions">
        {hasLink && (
          <Button variant="secondary" data-danger onClick={async () => after(await deleteInviteLink())} disabled={loading}>{s.remove}</Button>
        )}
        <Button type="submit" loading={loading}>{hasLink ? s.update : s.create}</Button>
      </div>
    </form>
  );
}
