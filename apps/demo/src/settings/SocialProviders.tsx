import { useEffect, useState, type FormEvent } from 'react';
import { isPreview } from '../portico';
import { parseScopes, readSocialProviders, saveSocialProvider, type SocialProviderSettings } from './social-api';

const NAMES: Record<string, string> = {
  google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook', github: 'GitHub', slack: 'Slack', apple: 'Apple', linkedin: 'LinkedIn',
};

/** Dev-only settings: each social provider's client id, secret (write-only) and extra scopes, and whether it is on. */
export function SocialProviders() {
  const [providers, setProviders] = useState<SocialProviderSettings[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = isPreview();
  useEffect(() => {
    if (!preview) readSocialProviders().then(setProviders, (e: Error) => setError(e.message));
  }, [preview]);
  const replace = (next: SocialProviderSettings) => setProviders((list) => list?.map((p) => (p.type === next.type ? next : p)) ?? null);
  return (
    <section className="demo-card demo-social-providers" aria-labelledby="social-providers-title">
      <h2 id="social-providers-title" className="demo-title">Social login providers</h2>
      <p className="demo-muted">Dev only: the vendor’s client settings per provider. A secret is never shown again once saved.</p>
      {error && <p className="demo-error" role="alert">{error}</p>}
      {providers?.map((p) => <ProviderForm key={p.type} provider={p} onSaved={replace} />)}
    </section>
  );
}

function ProviderForm({ provider, onSaved }: { provider: SocialProviderSettings; onSaved: (p: SocialProviderSettings) => void }) {
  const [active, setActive] = useState(provider.active);
  const [clientId, setClientId] = useState(provider.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState(provider.additionalScopes.join(' '));
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = NAMES[provider.type] ?? provider.type;
  const id = (part: string) => `social-${provider.type}-${part}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      onSaved(await saveSocialProvider(provider, { active, clientId, clientSecret, additionalScopes: parseScopes(scopes) }));
      setClientSecret('');
      setStatus({ kind: 'saved', text: `${name} saved.` });
    } catch (err) {
      setStatus({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="demo-social-provider" aria-labelledby={id('title')} onSubmit={(e) => void submit(e)} data-provider={provider.type}>
      <h3 id={id('title')} className="demo-label">{name}</h3>
      <label className="demo-social-provider-toggle"><input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {name} sign-in on</label>
      <div className="demo-field">
        <label htmlFor={id('client')} className="demo-label">{name} client ID</label>
        <input id={id('client')} className="demo-input" value={clientId} onChange={(e) => setClientId(e.target.value)} autoComplete="off" />
      </div>
      <div className="demo-field">
        <label htmlFor={id('secret')} className="demo-label">{name} client secret</label>
        <input id={id('secret')} className="demo-input" type="password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} autoComplete="new-password"
          aria-describedby={id('secret-hint')} />
        <span id={id('secret-hint')} className="demo-muted demo-login-method-hint">{provider.hasClientSecret ? 'A secret is saved; leave empty to keep it.' : 'No secret saved.'}</span>
      </div>
      <div className="demo-field">
        <label htmlFor={id('scopes')} className="demo-label">{name} additional scopes</label>
        <input id={id('scopes')} className="demo-input" value={scopes} onChange={(e) => setScopes(e.target.value)} autoComplete="off" />
      </div>
      <div aria-live="polite">{status && <p className={status.kind === 'saved' ? 'demo-success' : 'demo-error'} role={status.kind === 'error' ? 'alert' : undefined}>{status.text}</p>}</div>
      <button type="submit" className="demo-button" disabled={busy}>Save {name}</button>
    </form>
  );
}
