import { useMemo } from 'react';
import * as z from 'zod/mini';
import { LOGIN_ALIAS_PATTERN } from '@portico/core-state/admin';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { TextAreaField } from '../../components/fields';
import { useZodForm } from '../../components/form';
import { Notices } from '../../components/Notice';
import { useFormServerError } from '../../components/serverErrors';
import { changeActions } from './changes';
import { useCan, ViewOnly } from '../../access';
import { useCustomLogin } from './useAccountSection';

/** Custom login: the login alias and the login box metadata (JSON); an unchanged save answers "No changes to update". */
export function CustomLoginTab() {
  const { strings } = useAdmin();
  const { load, configuration } = useCustomLogin();
  return (
    <div className="portico-admin-tab-content" data-tab-content="customLogin">
      <Notices error={load.status === 'error' ? load.error : undefined} />
      {load.status === 'loading' && <p role="status">{strings.common.loading}</p>}
      {load.status === 'ready' && <CustomLoginForm key={JSON.stringify(configuration)} configuration={configuration} />}
    </div>
  );
}

function CustomLoginForm({ configuration }: { configuration: Record<string, unknown> }) {
  const { strings } = useAdmin();
  const s = strings.account.customLogin;
  const { save, updateCustomLogin } = useCustomLogin();
  const canWrite = useCan('account.customLogin');
  const { alias, ...rest } = configuration;
  const schema = useMemo(
    () =>
      z.object({
        // The server's rule: a URL-safe slug, or empty for none.
        alias: z.string().check(z.refine((t) => t.trim() === '' || LOGIN_ALIAS_PATTERN.test(t.trim()), s.aliasInvalid)),
        metadata: z.string().check(z.refine((t) => {
          try {
            const v: unknown = JSON.parse(t || '{}');
            return typeof v === 'object' && v !== null && !Array.isArray(v);
          } catch {
            return false;
          }
        }, s.metadataInvalid)),
      }),
    [s.metadataInvalid, s.aliasInvalid],
  );
  const form = useZodForm(schema, { alias: typeof alias === 'string' ? alias : '', metadata: JSON.stringify(rest, null, 2) });
  const failed = useFormServerError(form, save.status === 'error' ? save.error : undefined);
  const submit = form.handleSubmit((v) => {
    const next: Record<string, unknown> = { ...(JSON.parse(v.metadata || '{}') as Record<string, unknown>) };
    if (v.alias.trim()) next.alias = v.alias.trim();
    void updateCustomLogin(changeActions(configuration, next));
  });
  return (
    <form className="portico-admin-form portico-admin-card" data-form="customLogin" noValidate onSubmit={submit}>
      <ViewOnly action="account.customLogin">
        <TextField label={s.alias} description={s.aliasHint} {...form.register('alias')} error={form.formState.errors.alias?.message} />
        <TextAreaField label={s.metadata} rows={8} spellCheck={false} {...form.register('metadata')} error={form.formState.errors.metadata?.message} />
      </ViewOnly>
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={failed} />
      {canWrite && (
        <div className="portico-admin-form-actions">
          <Button type="submit" loading={save.status === 'loading'}>{s.submit}</Button>
        </div>
      )}
    </form>
  );
}
