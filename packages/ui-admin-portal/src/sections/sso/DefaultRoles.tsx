import { useState } from 'react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { CheckboxGroup } from '../../components/fields';
import { Notices } from '../../components/Notice';
import { useCan } from '../../access';
import { useSsoDefaultRoles } from './useSsoSection';

/** Roles every user provisioned through SSO gets. */
export function DefaultRoles() {
  const { strings } = useAdmin();
  const s = strings.sso.roles;
  const { roles, saved, state, setDefaultRoles } = useSsoDefaultRoles();
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? saved;
  const canWrite = useCan('sso.write');
  return (
    <form className="portico-admin-card portico-admin-sso__roles" data-form="ssoDefaultRoles" noValidate
      onSubmit={(e) => { e.preventDefault(); void setDefaultRoles(value).then((ok) => ok && setPicked(null)); }}>
      <h3 className="portico-admin-card-title">{s.title}</h3>
      <p className="portico-admin-sso__hint">{s.description}</p>
      <CheckboxGroup name="ssoDefaultRoles" legend={s.title} options={roles.map((r) => ({ id: r.id, label: r.name || r.key }))} value={value} onChange={setPicked} />
      <Notices success={state.status === 'success' ? s.saved : undefined} error={state.status === 'error' ? state.error : undefined} />
      {canWrite && <div className="portico-admin-form-actions"><Button type="submit" loading={state.status === 'loading'}>{s.save}</Button></div>}
    </form>
  );
}
