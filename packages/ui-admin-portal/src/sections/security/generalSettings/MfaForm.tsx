import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useStore } from '@portico/core-state/react';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { SelectField } from '../../../components/fields';
import { fieldSchemas, useZodForm } from '../../../components/form';
import { Notices } from '../../../components/Notice';

const ENFORCE = ['DontForce', 'Force', 'ForceExceptSAML'] as const;
type Values = { enforceMFAType: (typeof ENFORCE)[number]; allowRememberMyDevice: boolean; mfaDeviceExpiration: string };

/** The tenant's MFA policy: force or not, and whether (and how long) a device may be remembered. */
export function MfaForm({ policy }: { policy: { enforceMFAType: Values['enforceMFAType']; allowRememberMyDevice?: boolean; mfaDeviceExpiration?: number } }) {
  const { admin, strings } = useAdmin();
  const s = strings.security.general.mfa;
  const save = useStore(admin.securityPolicies, (st) => st.saves.mfa);
  const schema = useMemo(
    () => z.object({ enforceMFAType: z.enum(ENFORCE), allowRememberMyDevice: z.boolean(), mfaDeviceExpiration: fieldSchemas(strings).positiveInt }),
    [strings],
  );
  const form = useZodForm<Values>(schema, {
    enforceMFAType: policy.enforceMFAType, allowRememberMyDevice: policy.allowRememberMyDevice ?? false, mfaDeviceExpiration: String(policy.mfaDeviceExpiration ?? 1_209_600),
  });
  const submit = (v: Values) =>
    void admin.securityPolicies.getState().saveMfa({ ...v, mfaDeviceExpiration: Number(v.mfaDeviceExpiration) });
  return (
    <form className="portico-admin-form portico-admin-card portico-admin-security__policy-form" data-form="mfaPolicy" noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset className="portico-admin-security__policy" data-policy="mfa">
        <legend className="portico-admin-security__legend">{s.legend}</legend>
        <SelectField label={s.enforce} {...form.register('enforceMFAType')}>
          {ENFORCE.map((e) => <option key={e} value={e}>{s[e]}</option>)}
        </SelectField>
        <label className="portico-admin-checkbox">
          <input type="checkbox" className="portico-checkbox" {...form.register('allowRememberMyDevice')} />
          <span>{s.remember}</span>
        </label>
        <TextField label={s.expiration} inputMode="numeric" {...form.register('mfaDeviceExpiration')} error={form.formState.errors.mfaDeviceExpiration?.message} />
      </fieldset>
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' ? save.error : undefined} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={save.status === 'loading'}>{s.submit}</Button>
      </div>
    </form>
  );
}
