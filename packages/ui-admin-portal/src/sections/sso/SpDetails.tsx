import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { CopyField } from '../../components/CopyField';

/** What the IdP needs from us: ACS URL, SP entity id, and the SP metadata to download (served at the entity id). */
export function SpDetails() {
  const { admin, strings } = useAdmin();
  const s = strings.sso.sp;
  const config = useStore(admin.sso, (st) => st.config.data);
  if (!config?.acsUrl || !config.spEntityId) return null;
  return (
    <section className="portico-admin-card portico-admin-sso__sp" aria-labelledby="portico-sso-sp">
      <h3 id="portico-sso-sp" className="portico-admin-card-title">{s.title}</h3>
      <CopyField name="acsUrl" label={s.acsUrl} value={config.acsUrl} />
      <CopyField name="spEntityId" label={s.entityId} value={config.spEntityId} />
      <a className="portico-link portico-admin-sso__download" href={config.spEntityId} download="sp-metadata.xml">{s.download}</a>
    </section>
  );
}
