import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { CopyField } from '../../components/CopyField';
import { format } from '../../localization';
import { Notices } from '../../components/Notice';
import { useCan } from '../../access';
import { useSsoDomain } from './useSsoSection';

/** The domain's verification: the TXT record to publish, its status, and the check. */
export function DomainCard() {
  const { strings } = useAdmin();
  const s = strings.sso.domain;
  const { config, validate, validateDomain } = useSsoDomain();
  const domain = config?.domain;
  const canWrite = useCan('sso.write');
  return (
    <section className="portico-admin-card portico-admin-sso__domain" aria-labelledby="portico-sso-domain" data-validated={!!config?.validated}>
      <h3 id="portico-sso-domain" className="portico-admin-card-title">{s.title}</h3>
      {!domain ? <p>{s.none}</p> : (
        <>
          <p className="portico-admin-sso__domain-status">
            <strong>{domain}</strong>{' '}
            <span className="portico-admin-badge" data-status={config?.validated ? 'validated' : 'pending'}>{config?.validated ? s.validated : s.pending}</span>
          </p>
          {!config?.validated && config?.generatedVerification && (
            <>
              <CopyField name="txtRecord" label={format(s.record, { domain })} value={config.generatedVerification} />
              {canWrite && <Button variant="secondary" loading={validate.status === 'loading'} onClick={() => void validateDomain()}>{s.validate}</Button>}
            </>
          )}
        </>
      )}
      <Notices success={validate.status === 'success' ? s.done : undefined} error={validate.status === 'error' ? validate.error : undefined} />
    </section>
  );
}
