import { useEffect, useState } from 'react';
import { isPreview } from '../portico';
import { readVendorSettings, saveVendorSettings, type VendorSettings } from './vendor-settings-api';

/** Dev-only setting: whether a magic link signs in only in the browser that asked for it. */
export function MagicLinkBinding() {
  const [settings, setSettings] = useState<VendorSettings | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = isPreview();

  useEffect(() => {
    if (!preview) readVendorSettings().then(setSettings, (e: Error) => setStatus({ kind: 'error', text: e.message }));
  }, [preview]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setStatus(null);
    try {
      setSettings(await saveVendorSettings({ magicLinkSameBrowser: on }));
      setStatus({ kind: 'saved', text: on ? 'Saved: magic links now work only in the browser that asked.' : 'Saved: magic links work in any browser.' });
    } catch (e) {
      setStatus({ kind: 'error', text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (preview) return null;
  return (
    <section className="demo-card demo-magic-link-binding" aria-labelledby="magic-link-binding-title">
      <h2 id="magic-link-binding-title" className="demo-title">Magic links</h2>
      <p className="demo-muted">A link forwarded to, or opened by, another browser does not sign in there; it still works where it was requested. Off by default: people often ask on a laptop and open their mail on a phone.</p>
      {settings && (
        <label className="demo-login-method">
          <input type="checkbox" checked={settings.magicLinkSameBrowser} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
          <span><strong>Only in the browser that asked</strong></span>
        </label>
      )}
      <div aria-live="polite">{status && <p className={status.kind === 'saved' ? 'demo-success' : 'demo-error'} role={status.kind === 'error' ? 'alert' : undefined}>{status.text}</p>}</div>
    </section>
  );
}
