import { useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { USERS_MESSAGES } from '@portico/core-state/admin';
import { useAdmin } from '../../context';
import { format, type AdminStrings } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup, TextAreaField } from '../../components/fields';
import { splitEmails } from '../../components/form';
import { roleOptions } from './RoleOptions';
import { useBulkResult, useInviteDialog } from './useUserDialogs';

interface Values { emails: string; roleIds: string[] }

// The server's (and preview's) words for an address that already belongs to the account (409 USER_EXISTS).
const MEMBER_REASON = 'User already exists';

type Outcome = 'invited' | 'member' | 'invalid' | 'refused';

/** One address's outcome and its words: invited, already a member, not an address, or the server's reason. */
function outcomeOf(reason: string | undefined, s: AdminStrings['users']['bulkDialog']): [Outcome, string] {
  if (reason === USERS_MESSAGES.emailInvalid) return ['invalid', s.reasonInvalid];
  if (reason === MEMBER_REASON) return ['member', s.reasonMember];
  return ['refused', reason || s.reasonUnknown];
}

/** Each address of the last bulk invite with its outcome; the refused ones are put back in the field for correction. */
function BulkRows({ form }: { form: UseFormReturn<Values> }) {
  const { strings } = useAdmin();
  const s = strings.users.bulkDialog;
  const result = useBulkResult();
  const refused = result?.unallowed.join('\n');
  useEffect(() => {
    if (refused) form.setValue('emails', refused);
  }, [refused, form]);
  if (!result?.unallowed.length) return null;
  return (
    <div className="portico-admin-bulk-rows" role="status">
      <p className="portico-admin-bulk-summary">{format(s.summary, { invited: result.allowed.length, refused: result.unallowed.length })}</p>
      <ul className="portico-admin-bulk-list">
        {result.unallowed.map((e) => {
          const [outcome, words] = outcomeOf(result.reasons?.[e], s);
          return (
            <li key={e} className="portico-admin-bulk-row" data-outcome={outcome}>
              <span className="portico-admin-bulk-email">{e}</span>: <span className="portico-admin-bulk-reason">{words}</span>
            </li>
          );
        })}
        {result.allowed.map((e) => (
          <li key={e} className="portico-admin-bulk-row" data-outcome="invited">
            <span className="portico-admin-bulk-email">{e}</span>: <span className="portico-admin-bulk-reason">{s.invitedRow}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Invite several addresses at once (one request each). Every row is judged alone: the good ones are invited, and the
 * dialog stays open on the refused ones, each with its reason.
 */
export function BulkInviteDialog() {
  const { strings } = useAdmin();
  const s = strings.users.bulkDialog;
  const { state, roles, closeDialog, bulkInvite } = useInviteDialog('bulkInvite');
  const invited = useBulkResult()?.allowed.join(', ');
  const schema = useMemo(
    () => z.object({ emails: z.string().check(z.refine((t) => splitEmails(t).length > 0, strings.validation.required)), roleIds: z.array(z.string()) }),
    [strings],
  );
  return (
    <FormDialog
      name="bulkInvite"
      state={state}
      done={invited ? format(s.allowed, { emails: invited }) : undefined}
      onClose={() => closeDialog('bulkInvite')}
      title={s.title}
      schema={schema}
      defaultValues={{ emails: '', roleIds: [] as string[] }}
      submitLabel={s.submit}
      onSubmit={(v) => bulkInvite({ emails: splitEmails(v.emails), roleIds: v.roleIds })}
    >
      {(form) => (
        <>
          <TextAreaField label={s.emails} hint={s.emailsHint} rows={4} {...form.register('emails')} error={form.formState.errors.emails?.message} />
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field }) => <CheckboxGroup name="roles" legend={strings.users.inviteDialog.roles} options={roleOptions(roles)} value={field.value} onChange={field.onChange} />}
          />
          <BulkRows form={form} />
        </>
      )}
    </FormDialog>
  );
}
