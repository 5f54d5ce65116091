import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button } from '@portico/ui-kit';
import { DurationField } from '@portico/ui-kit/pickers';
import { useAdmin } from '../../../context';
import { SelectField } from '../../../components/fields';
import { durationError, durationSeconds, toDurationValue, unitsFor, type DurationUnit } from '../../../components/duration';
import { useZodForm } from '../../../components/form';
import { Notices } from '../../../components/Notice';
import { useFormServerError } from '../../../components/serverErrors';
import { usePolicySave } from './useGeneralSettings';

const ENFORCE = ['DontForce', 'Force', 'ForceExceptSAML'] as const;
type Values = { enforceMFAType: (typeof ENFORCE)[number]; allowRememberMyDevice: boolean; mfaDeviceExpiration: string; expirationUnit: DurationUnit };

/** The tenant's MFA policy: force or not, and whether (and how long) a device may be remembered. */
export function MfaForm({ policy }: { policy: { enforceMFAType: Values['enforceMFAType']; allowRememberMyDevice?: boolean; mfaDeviceExpiration?: number } }) {
  const { strings, lang } = useAdmin();
  const s = strings.security.general.mfa;
  const { save, saveMfa } = usePolicySave('mfa');
  const schema = useMemo(
    () => z.object({
      enforceMFAType: z.enum(ENFORCE), allowRememberMyDevice: z.boolean(), mfaDeviceExpiration: z.string(), expirationUnit: z.enum(['seconds', 'minutes', 'hours', 'days']),
    }).check(z.superRefine((v, ctx) => {
      // Any whole count: the session limits are not this policy's.
      const message = durationError(strings, lang, { count: v.mfaDeviceExpiration, unit: v.expirationUnit }, false);
      if (message) ctx.issues.push({ code: 'custom', message, path: ['mfaDeviceExpiration'], input: v.mfaDeviceExpiration });
    })),
    [strings, lang],
  );
  // Stored seconds shown in their largest exact unit (1,209,600 s → 14 days).
  const expiration = toDurationValue(policy.mfaDeviceExpiration ?? 1_209_600);
  const form = useZodForm<Values>(schema, {
    enforceMFAType: policy.enforceMFAType, allowRememberMyDevice: policy.allowRememberMyDevice ?? false, mfaDeviceExpiration: expiration.count, expirationUnit: expiration.unit,
  });
  const failed = useFormServerError(form, save.status === 'error' ? save.error : undefined);
  const submit = (v: Values) => void saveMfa({
    enforceMFAType: v.enforceMFAType, allowRememberMyDevice: v.allowRememberMyDevice,
    mfaDeviceExpiration: durationSeconds({ count: v.mfaDeviceExpiration, unit: v.expirationUnit }),
  });
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
        <DurationField label={s.expiration} unitLabel={strings.forms.duration.unit} locale={lang} units={unitsFor(expiration.unit)}
          input={form.register('mfaDeviceExpiration')} unit={form.register('expirationUnit')} error={form.formState.errors.mfaDeviceExpiration?.message} />
      </fieldset>
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={failed} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={save.status === 'loading'}>{s.submit}</Button>
      </div>
    </form>
  );
}
