import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CopyField } from '../../components/CopyField';
import { useCreatedSecret } from './useConnectivitySection';

/** The signing secret the server generated for a webhook just created, shown once (never read back) until dismissed. */
export function CreatedSecret() {
  const { strings } = useAdmin();
  const s = strings.connectivity.createdSecret;
  const { created, dismissSecret } = useCreatedSecret();
  if (!created) return null;
  const title = format(s.title, { name: created.displayName });
  return (
    <section className="portico-admin-connectivity__secret" aria-label={title} data-webhook-id={created.webhookId}>
      <h3 className="portico-admin-subtitle">{title}</h3>
      <p>{s.body}</p>
      <CopyField name="webhookSecret" label={s.label} value={created.secret} />
      <Button variant="secondary" onClick={() => dismissSecret()}>{s.done}</Button>
    </section>
  );
}
