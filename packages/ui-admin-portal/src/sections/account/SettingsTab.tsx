import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { AppearanceField, editableValues } from '../../components/AppearanceField';
import { fieldSchemas, useZodForm } from '../../components/form';
import { Notices } from '../../components/Notice';
import { useFormServerError } from '../../components/serverErrors';
import { AccountPicker } from './PickerFields';
import { FormatPicker } from './FormatPicker';
import { useCan } from '../../access';
import { useAccountSettings } from './useAccountSection';

const FIELDS = ['companyName', 'address', 'website', 'timezone', 'currency', 'dateFormat', 'timeFormat', 'logo'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Account settings form; only changed, editable fields are sent (the store drops unchanged ones). */
export function SettingsTab() {
  const { strings } = useAdmin();
  const { settings, values } = useAccountSettings();
  return (
    <div className="portico-admin-tab-content" data-tab-content="settings">
      <Notices error={settings.status === 'error' ? settings.error : undefined} />
      {settings.status === 'loading' && <p role="status">{strings.common.loading}</p>}
      {settings.status === 'ready' && <SettingsForm key={JSON.stringify(values)} values={values} />}
    </div>
  );
}

function SettingsForm({ values }: { values: Values }) {
  const { strings, fields } = useAdmin();
  const s = strings.account;
  const { save, saveSettings } = useAccountSettings();
  const canWrite = useCan('account.write');
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ companyName: f.required, address: f.optional, website: f.url, timezone: f.optional, currency: f.optional, dateFormat: f.optional, timeFormat: f.optional, logo: f.optional });
  }, [strings]);
  const form = useZodForm<Values>(schema, values);
  const failed = useFormServerError(form, save.status === 'error' ? save.error : undefined);
  return (
    <form className="portico-admin-form portico-admin-card" data-form="account" noValidate onSubmit={form.handleSubmit((v) => void saveSettings(editableValues(v, 'account', fields)))}>
      {FIELDS.map((k) => {
        if (k === 'timezone' || k === 'currency') return <AccountPicker key={k} form={form} name={k} kind={k} label={s.fields[k]} />;
        if (k === 'dateFormat' || k === 'timeFormat') return <FormatPicker key={k} form={form} name={k} kind={k} label={s.fields[k]} />;
        return <AppearanceField key={k} form={form} name={k} appearanceKey={`account.${k}`} label={s.fields[k]} type={k === 'website' ? 'url' : 'text'} />;
      })}
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={failed} />
      {canWrite && (
        <div className="portico-admin-form-actions">
          <Button type="submit" loading={save.status === 'loading'}>{strings.common.save}</Button>
        </div>
      )}
    </form>
  );
}
