import { useMemo } from 'react';
import * as z from 'zod/mini';
import { isOidc, presetOf, SSO_PRESET_TYPE, type SsoPreset } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { SelectField, TextAreaField } from '../../components/fields';
import { fieldSchemas, useZodForm } from '../../components/form';
import { Notices } from '../../components/Notice';

interface Values {
  preset: SsoPreset;
  protocol: 'saml' | 'oidc';
  domain: string;
  ssoEndpoint: string;
  publicCertificate: string;
  signRequest: boolean;
  oidcClientId: string;
  oidcSecret: string;
}

const PRESETS: SsoPreset[] = ['okta', 'azure-ad', 'google', 'other'];
const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The identity provider: preset, protocol, domain, and the SAML or OIDC fields (the OIDC secret is write-only). */
export function ConfigForm() {
  const { admin } = useAdmin();
  const config = useStore(admin.sso, (st) => st.config.data);
  const defaults: Values = {
    preset: presetOf(config?.type), protocol: isOidc(config?.type) ? 'oidc' : 'saml', domain: config?.domain ?? '', ssoEndpoint: config?.ssoEndpoint ?? '',
    publicCertificate: config?.publicCertificate ?? '', signRequest: !!config?.signRequest, oidcClientId: config?.oidcClientId ?? '', oidcSecret: '',
  };
  // A saved answer (e.g. a new domain that reset the IdP fields) starts a fresh form from it.
  return <IdpForm key={JSON.stringify(defaults)} defaults={defaults} />;
}

function IdpForm({ defaults }: { defaults: Values }) {
  const { admin, strings } = useAdmin();
  const s = strings.sso.form;
  const config = useStore(admin.sso, (st) => st.config.data);
  const save = useStore(admin.sso, (st) => st.save);
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({
      preset: z.enum(PRESETS), protocol: z.enum(['saml', 'oidc']), signRequest: z.boolean(), publicCertificate: f.optional, oidcClientId: f.optional, oidcSecret: f.optional,
      domain: z.string().check(z.refine((t) => t.trim() === '' || DOMAIN.test(t.trim()), s.domainInvalid)), ssoEndpoint: f.url,
    });
  }, [strings]);
  const form = useZodForm<Values>(schema, defaults);
  const protocol = form.watch('protocol');
  const e = form.formState.errors;
  const submit = (v: Values) => {
    const type = v.protocol === 'oidc' ? 'oidc' : SSO_PRESET_TYPE[v.preset];
    const common = { type, domain: v.domain, ...(v.ssoEndpoint.trim() ? { ssoEndpoint: v.ssoEndpoint.trim() } : {}) };
    return admin.sso.getState().saveConfig(v.protocol === 'oidc'
      ? { ...common, oidcClientId: v.oidcClientId.trim(), ...(v.oidcSecret ? { oidcSecret: v.oidcSecret } : {}) }
      : { ...common, publicCertificate: v.publicCertificate, signRequest: v.signRequest });
  };
  return (
    <form className="portico-admin-form portico-admin-card portico-admin-sso__config" data-form="sso" noValidate aria-labelledby="portico-sso-form"
      onSubmit={form.handleSubmit((v) => void submit(v))}>
      <h3 id="portico-sso-form" className="portico-admin-card-title">{s.title}</h3>
      <SelectField label={s.preset} {...form.register('preset')}>{PRESETS.map((p) => <option key={p} value={p}>{s.presets[p]}</option>)}</SelectField>
      <SelectField label={s.protocol} {...form.register('protocol')}>
        <option value="saml">{s.saml}</option>
        <option value="oidc">{s.oidc}</option>
      </SelectField>
      <TextField label={s.domain} description={s.domainHint} {...form.register('domain')} error={e.domain?.message} />
      <TextField label={protocol === 'oidc' ? s.issuer : s.ssoEndpoint} type="url" {...form.register('ssoEndpoint')} error={e.ssoEndpoint?.message} />
      {protocol === 'oidc' ? (
        <>
          <TextField label={s.clientId} {...form.register('oidcClientId')} />
          <TextField label={s.clientSecret} type="password" autoComplete="off" description={config?.oidcClientId ? s.secretSaved : undefined} {...form.register('oidcSecret')} />
        </>
      ) : (
        <>
          <TextAreaField label={s.publicCertificate} rows={4} {...form.register('publicCertificate')} />
          <label className="portico-admin-checkbox"><input type="checkbox" className="portico-checkbox" {...form.register('signRequest')} /><span>{s.signRequest}</span></label>
        </>
      )}
      {!config?.domain && <p className="portico-admin-sso__hint">{s.domainOnlyNotice}</p>}
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' ? save.error : undefined} />
      <div className="portico-admin-form-actions"><Button type="submit" loading={save.status === 'loading'}>{strings.common.save}</Button></div>
    </form>
  );
}
