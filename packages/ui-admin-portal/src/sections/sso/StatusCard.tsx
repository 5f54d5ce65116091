import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { useCan } from '../../access';
import { useSsoStatus } from './useSsoSection';

/** SSO on / off; turning on needs a verified domain (only verified domains route logins). */
export function StatusCard() {
  const { strings } = useAdmin();
  const s = strings.sso.status;
  const { config, save, setEnabled } = useSsoStatus();
  const enabled = !!config?.enabled;
  const canWrite = useCan('sso.write');
  return (
    <section className="portico-admin-card portico-admin-sso__status" aria-labelledby="portico-sso-status" data-enabled={enabled}>
      <h3 id="portico-sso-status" className="portico-admin-card-title">{enabled ? s.enabled : s.disabled}</h3>
      {!config?.validated && <p className="portico-admin-sso__hint">{s.needsDomain}</p>}
      {canWrite && <Button variant={enabled ? 'secondary' : 'primary'} loading={save.status === 'loading'} disabled={!enabled && !config?.validated}
        onClick={() => void setEnabled(!enabled)}>
        {enabled ? s.disable : s.enable}
      </Button>}
    </section>
  );
}
