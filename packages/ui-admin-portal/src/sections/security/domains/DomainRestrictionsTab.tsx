import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { EmailDomainRestriction } from '@portico/core-state/admin';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { format } from '../../../localization';
import { DataTable } from '../../../components/DataTable';
import { ConfirmDialog } from '../../../components/Dialog';
import { useFormatter } from '../../../components/format';
import { FormDialog } from '../../../components/FormDialog';
import { Notices } from '../../../components/Notice';
import type { AdminColumnDef } from '../../../components/tableFeatures';
import { useCan, ViewOnly } from '../../../access';
import { useDomainRestrictions } from './useDomainRestrictions';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const LIST_TYPES = ['allow', 'block'] as const;

/** E-mail domain restrictions: active, allow / block list (only the chosen list shown), public domains, add / remove. */
export default function DomainRestrictionsTab() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.restrictions.domains;
  const { config, save, rows, status, error, add, remove, openDialog, closeDialog, saveDomainConfig, addDomain, removeDomain } = useDomainRestrictions();
  const canWrite = useCan('security.write');
  const listType = config.data.listType ?? 'block';
  const removing = rows.find((d) => d.id === remove.target);
  const schema = useMemo(() => z.object({ domain: z.string().check(z.trim(), z.regex(DOMAIN, s.invalidDomain)) }), [s]);
  const columns = useMemo<AdminColumnDef<EmailDomainRestriction>[]>(() => [
    { id: 'domain', header: s.columns.domain, cell: ({ row }) => <code className="portico-admin-restrictions__domain" dir="ltr">{row.original.domain}</code> },
    { id: 'added', header: s.columns.added, cell: ({ row }) => dates.date(row.original.createdAt, strings.common.none) },
    {
      id: 'actions',
      header: strings.common.actions,
      cell: ({ row: { original: d } }) => canWrite && (
        <div className="portico-admin-row-actions">
          <Button variant="secondary" data-danger aria-label={format(s.deleteLabel, { domain: d.domain })} onClick={() => openDialog('domainRemove', d.id)}>{strings.common.remove}</Button>
        </div>
      ),
    },
  ], [s, strings, openDialog, dates, canWrite]);
  const busy = save.status === 'loading';
  return (
    <div className="portico-admin-tab-content portico-admin-restrictions" data-tab-content="domainRestrictions">
      <p className="portico-admin-description">{s.description}</p>
      <Notices error={config.error ?? error} />
      <ViewOnly action="security.write"><div className="portico-admin-card portico-admin-restrictions__config" data-domain-active={config.data.active} data-domain-list={listType}>
        <label className="portico-admin-checkbox portico-admin-restrictions__active">
          <input type="checkbox" className="portico-checkbox" checked={config.data.active} disabled={busy} onChange={(e) => void saveDomainConfig({ active: e.currentTarget.checked })} />
          {s.active}
        </label>
        <fieldset className="portico-admin-checkboxes portico-admin-restrictions__list-type">
          <legend className="portico-field-label">{s.listType}</legend>
          {LIST_TYPES.map((t) => (
            <label key={t} className="portico-admin-checkbox">
              <input type="radio" name="domain-list-type" value={t} checked={listType === t} disabled={busy} onChange={() => void saveDomainConfig({ listType: t })} />
              {s.listTypes[t]}
            </label>
          ))}
        </fieldset>
        <label className="portico-admin-checkbox portico-admin-restrictions__public">
          <input type="checkbox" className="portico-checkbox" checked={config.data.blockPublicDomains ?? false} disabled={busy}
            onChange={(e) => void saveDomainConfig({ blockPublicDomains: e.currentTarget.checked })} />
          {s.blockPublicDomains}
        </label>
        <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' ? save.error : undefined} />
      </div></ViewOnly>
      <div className="portico-admin-toolbar portico-admin-restrictions__toolbar">
        {canWrite && <Button className="portico-admin-restrictions__add-domain" onClick={() => openDialog('domainAdd')}>{s.add}</Button>}
      </div>
      <DataTable name="emailDomains" caption={s.lists[listType]} data={rows} columns={columns} getRowId={(d) => d.id} loading={status === 'loading'} />
      <FormDialog
        name="addDomain"
        state={add}
        onClose={() => closeDialog('domainAdd')}
        title={s.addTitle}
        description={s.lists[listType]}
        schema={schema}
        defaultValues={{ domain: '' }}
        submitLabel={strings.common.create}
        onSubmit={(v) => addDomain(v.domain, listType)}
      >
        {(form) => <TextField label={s.form.domain} description={s.form.domainHint} autoFocus autoComplete="off" spellCheck={false} dir="ltr" {...form.register('domain')} error={form.formState.errors.domain?.message} />}
      </FormDialog>
      <ConfirmDialog
        name="removeDomain"
        state={remove}
        onClose={() => closeDialog('domainRemove')}
        title={format(s.deleteDialog.title, { domain: removing?.domain ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void removeDomain(remove.target)}
      />
    </div>
  );
}
