import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import type { IpEntryInput } from '@portico/core-state/admin';
import { isIpOrCidr } from '@portico/core-state/admin';
import { Alert, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { format } from '../../../localization';
import { SelectField } from '../../../components/fields';
import { FormDialog } from '../../../components/FormDialog';
import { useIpEntryDialog } from './useIpRestrictions';

type Values = { ip: string; strategy: 'ALLOW' | 'BLOCK'; isActive: boolean; description: string };

/** Add or edit an IP entry; a change that may refuse the admin's own address needs a second, explicit save. */
export function IpEntryDialog({ mode }: { mode: 'add' | 'edit' }) {
  const { strings } = useAdmin();
  const s = strings.restrictions.ip;
  const name = mode === 'add' ? 'ipAdd' : 'ipEdit';
  const { state, editing, shown, myIp, entryMayLockMeOut, addIp, editIp, closeDialog } = useIpEntryDialog(name);
  const [warned, setWarned] = useState<string | null>(null);
  const schema = useMemo(() => z.object({
    ip: z.string().check(z.trim(), z.refine((v) => isIpOrCidr(v), s.invalidIp)),
    strategy: z.enum(['ALLOW', 'BLOCK']),
    isActive: z.boolean(),
    description: z.string(),
  }), [s]);
  const defaults: Values = { ip: editing?.ip ?? '', strategy: editing?.strategy ?? shown, isActive: editing?.isActive ?? true, description: editing?.description ?? '' };
  const submit = (v: Values) => {
    const input: IpEntryInput = { ip: v.ip.trim(), strategy: v.strategy, isActive: v.isActive, description: v.description };
    const key = JSON.stringify(input);
    const risky = entryMayLockMeOut({ entry: input, ...(editing ? { removing: editing } : {}) });
    if (risky && warned !== key) return setWarned(key);
    setWarned(null);
    return mode === 'add' ? addIp(input) : editing && editIp(editing.id, input);
  };
  return (
    <FormDialog
      name={mode === 'add' ? 'addIp' : 'editIp'}
      state={state}
      onClose={() => (setWarned(null), closeDialog(name))}
      title={mode === 'add' ? s.addTitle : s.editTitle}
      schema={schema}
      defaultValues={defaults}
      submitLabel={warned ? s.lockout.confirm : mode === 'add' ? strings.common.create : strings.common.save}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Alert tone="error" className="portico-admin-restrictions__lockout-warning">{warned ? format(s.lockout.entry, { ip: myIp ?? '' }) : undefined}</Alert>
          <TextField label={s.form.ip} description={s.form.ipHint} autoFocus autoComplete="off" spellCheck={false} dir="ltr" {...form.register('ip')} error={form.formState.errors.ip?.message} />
          <SelectField label={s.form.strategy} {...form.register('strategy')}>
            <option value="ALLOW">{s.lists.ALLOW}</option>
            <option value="BLOCK">{s.lists.BLOCK}</option>
          </SelectField>
          <label className="portico-admin-checkbox">
            <input type="checkbox" className="portico-checkbox" {...form.register('isActive')} />
            {s.form.isActive}
          </label>
          <TextField label={s.form.description} {...form.register('description')} />
        </>
      )}
    </FormDialog>
  );
}
