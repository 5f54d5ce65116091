import { useMemo } from 'react';
import * as z from 'zod/mini';
import { isOidc, presetOf, SSO_PRESET_TYPE, type SsoPreset } from '@portico/core-state/admin';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { SelectField, TextAreaField } from '../../components/fields';
import { fieldSchemas, useZodForm } from '../../components/form';
import { ConfirmDialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { useCan } from '../../access';
import { useSsoConfig, useSsoConfigForm } from './useSsoSection';

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
// The shape only (PEM armour optional, base64 of a DER sequence): the server parses the X.509 and checks its dates.
const CERT = /^(-----BEGIN CERTIFICATE-----)?\s*MII[A-Za-z0-9+/=\s]+(-----END CERTIFICATE-----)?$/;
const CERT_FIELD = 'publicCertificate: ';

/** The identity provider: preset, protocol, domain, and the SAML or OIDC fields (the OIDC secret is write-only). */
export function ConfigForm() {
  const config = useSsoConfig();
  const defaults: Values = {
    preset: presetOf(config?.type), protocol: isOidc(config?.type) ? 'oidc' : 'saml', domain: config?.domain ?? '', ssoEndpoint: config?.ssoEndpoint ?? '',
    publicCertificate: config?.publicCertificate ?? '', signRequest: !!config?.signRequest, oidcClientId: config?.oidcClientId ?? '', oidcSecret: '',
  };
  // A saved answer (e.g. a new domain that reset the IdP fields) starts a fresh form from it.
  return <IdpForm key={JSON.stringify(defaults)} defaults={defaults} />;
}

function IdpForm({ defaults }: { defaults: Values }) {
  const { strings } = useAdmin();
  const s = strings.sso.form;
  const { config, save, remove, saveConfig, openRemoveConfig, closeDialog, removeConfig } = useSsoConfigForm();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({
      preset: z.enum(PRESETS), protocol: z.enum(['saml', 'oidc']), signRequest: z.boolean(), oidcClientId: f.optional, oidcSecret: f.optional,
      publicCertificate: z.string().check(z.refine((t) => t.trim() === '' || CERT.test(t.trim()), s.certInvalid)),
      domain: z.string().check(z.refine((t) => t.trim() === '' || DOMAIN.test(t.trim()), s.domainInvalid)), ssoEndpoint: f.url,
    });
  }, [strings, s]);
  const form = useZodForm<Values>(schema, defaults);
  const canWrite = useCan('sso.write');
  const protocol = form.watch('protocol');
  const e = form.formState.errors;
  // The server's certificate refusal (not X.509, expired) belongs at the certificate field.
  const serverCert = save.status === 'error' && save.error?.startsWith(CERT_FIELD) ? save.error.slice(CERT_FIELD.length) : undefined;
  const submit = (v: Values) => {
    const type = v.protocol === 'oidc' ? 'oidc' : SSO_PRESET_TYPE[v.preset];
    const common = { type, domain: v.domain, ...(v.ssoEndpoint.trim() ? { ssoEndpoint: v.ssoEndpoint.trim() } : {}) };
    return saveConfig(v.protocol === 'oidc'
      ? { ...common, oidcClientId: v.oidcClientId.trim(), ...(v.oidcSecret ? { oidcSecret: v.oidcSecret } : {}) }
      : { ...common, publicCertificate: v.publicCertificate, signRequest: v.signRequest });
  };
  return (
    <>
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
          <TextAreaField label={s.publicCertificate} rows={4} {...form.register('publicCertificate')} error={e.publicCertificate?.message ?? serverCert} />
          <label className="portico-admin-checkbox"><input type="checkbox" className="portico-checkbox" {...form.register('signRequest')} /><span>{s.signRequest}</span></label>
        </>
      )}
      {!config?.domain && <p className="portico-admin-sso__hint">{s.domainOnlyNotice}</p>}
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' && !serverCert ? save.error : undefined} />
      {canWrite && <div className="portico-admin-form-actions">
        {config?.id && (
          <Button variant="secondary" data-danger className="portico-admin-sso__delete" onClick={() => openRemoveConfig()}>{s.delete}</Button>
        )}
        <Button type="submit" loading={save.status === 'loading'}>{strings.common.save}</Button>
      </div>}
    </form>
    <ConfirmDialog name="removeSsoConfig" state={remove} onClose={() => closeDialog('removeConfig')} danger
      title={s.deleteDialog.title} description={s.deleteDialog.body} submitLabel={s.deleteDialog.submit} onConfirm={() => void removeConfig()} />
    </>
  );
}
