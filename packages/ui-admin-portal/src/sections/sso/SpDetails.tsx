import { useAdmin } from '../../context';
import { CopyField } from '../../components/CopyField';
import { useSsoConfig } from './useSsoSection';

/** What the IdP needs from us: ACS URL, SP entity id, and the SP metadata to download (served at the entity id). */
export function SpDetails() {
  const { strings } = useAdmin();
  const s = strings.sso.sp;
  const config = useSsoConfig();
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
