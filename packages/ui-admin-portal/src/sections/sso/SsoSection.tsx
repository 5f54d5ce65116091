import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { ConfigForm } from './ConfigForm';
import { DefaultRoles } from './DefaultRoles';
import { DomainCard } from './DomainCard';
import { GroupMappings } from './GroupMappings';
import { MetadataCard } from './MetadataCard';
import { SpDetails } from './SpDetails';
import { StatusCard } from './StatusCard';
import { ReadOnlyNote, ViewOnly } from '../../access';
import { useSsoSection } from './useSsoSection';

/** SSO self-configuration: status, SP details, IdP (SAML / OIDC with presets), metadata, domain verification, roles, group mapping. */
export default function SsoSection() {
  const { strings } = useAdmin();
  const { config } = useSsoSection();
  return (
    <div className="portico-admin-section portico-admin-sso" data-section-id="sso">
      <SectionHeader title={strings.sso.title} description={strings.sso.description} />
      <ReadOnlyNote action="sso.write" />
      <Notices error={config.status === 'error' ? config.error : undefined} />
      {config.status === 'loading' && !config.data && <p role="status">{strings.common.loading}</p>}
      {config.data && (
        <div className="portico-admin-sso__grid grid grid-cols-1 gap-4 lg:grid-cols-2">
          <StatusCard />
          <SpDetails />
          <ViewOnly action="sso.write"><ConfigForm /></ViewOnly>
          <MetadataCard />
          <DomainCard />
          <ViewOnly action="sso.write"><DefaultRoles /></ViewOnly>
          <GroupMappings />
        </div>
      )}
    </div>
  );
}
