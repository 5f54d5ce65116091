import { useId, useState } from 'react';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { useCan } from '../../access';
import { useSsoMetadata } from './useSsoSection';

/** IdP metadata by file upload (read as text here, parsed by the server) or by address (fetched by the server). */
export function MetadataCard() {
  const { strings } = useAdmin();
  const s = strings.sso.metadata;
  const { state, oidc, uploadMetadata, metadataFromUrl } = useSsoMetadata();
  const [url, setUrl] = useState('');
  const fileId = useId();
  const canWrite = useCan('sso.write');
  // Only writes (upload, fetch): nothing to show a reader.
  if (oidc || !canWrite) return null;
  return (
    <section className="portico-admin-card portico-admin-sso__metadata" aria-labelledby="portico-sso-metadata">
      <h3 id="portico-sso-metadata" className="portico-admin-card-title">{s.title}</h3>
      <div className="portico-field">
        <label className="portico-field-label" htmlFor={fileId}>{s.upload}</label>
        <input id={fileId} type="file" accept=".xml,application/xml,text/xml" className="portico-input portico-admin-sso__file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) await uploadMetadata(await file.text());
            e.target.value = '';
          }} />
      </div>
      <form className="portico-admin-sso__metadata-url" noValidate onSubmit={(e) => { e.preventDefault(); void metadataFromUrl(url); }}>
        <TextField label={s.url} type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        <Button type="submit" variant="secondary" loading={state.status === 'loading'}>{s.fetch}</Button>
      </form>
      <Notices success={state.status === 'success' ? s.loaded : undefined} error={state.status === 'error' ? state.error : undefined} />
    </section>
  );
}
