import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isPreview } from '../portico';
import { chooseStrategy, LOGIN_METHODS, readStrategies, type StrategiesConfig } from './api';

/** Dev-only settings: which login strategy the vendor uses, so each can be tried from the login page. */
export function LoginMethods() {
  const [config, setConfig] = useState<StrategiesConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = isPreview();

  useEffect(() => {
    if (!preview) readStrategies().then(setConfig, (e: Error) => setError(e.message));
  }, [preview]);

  const choose = async (strategy: string) => {
    if (!config) return;
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      setConfig(await chooseStrategy(config, strategy));
      setSaved(LOGIN_METHODS.find((m) => m.strategy === strategy)?.label ?? strategy);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="demo-card demo-login-methods" aria-labelledby="login-methods-title">
      <h1 id="login-methods-title" className="demo-title">Login methods</h1>
      <p className="demo-muted">Dev only: the vendor’s main login strategy. Sign out and sign in again to try it; codes, links and texts land in the <Link className="demo-link" to="/mailbox">dev mailbox</Link>.</p>
      {preview && <p className="demo-alert" role="note">Not available in preview mode: there is no server to switch.</p>}
      <div aria-live="polite">
        {error && <p className="demo-error" role="alert">{error}</p>}
        {saved && <p className="demo-success demo-login-methods-saved">Saved: the login page now uses {saved}.</p>}
      </div>
      {config && (
        <fieldset className="demo-login-methods-list" disabled={busy}>
          <legend className="demo-label">Main strategy</legend>
          {LOGIN_METHODS.map((m) => (
            <label key={m.strategy} className="demo-login-method">
              <input type="radio" name="main-strategy" value={m.strategy} checked={config.mainAuthStrategy === m.strategy} onChange={() => void choose(m.strategy)} />
              <span>
                <strong>{m.label}</strong>
                <span className="demo-muted demo-login-method-hint">{m.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
