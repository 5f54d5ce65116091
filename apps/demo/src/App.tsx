import { useEffect, useState } from 'react';

const API = import.meta.env.VITE_PORTICO_API ?? 'http://127.0.0.1:8787';

/** The demo host shell: shows whether the reference server answers. The login box arrives with ui-login. */
export function App() {
  const [server, setServer] = useState<'checking' | 'up' | 'down'>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}/frontegg/vendors/public`, { signal: controller.signal })
      .then((r) => setServer(r.ok ? 'up' : 'down'))
      .catch(() => setServer(controller.signal.aborted ? 'checking' : 'down'));
    return () => controller.abort();
  }, []);
  return (
    <main className="demo-shell">
      <h1>Portico demo</h1>
      <p>The host application for Portico, the embeddable sign-in and tenant-admin portal.</p>
      <p role="status" data-state={server}>
        Reference server at <code>{API}</code>: {server === 'checking' ? 'checking…' : server === 'up' ? 'running' : 'not reachable'}
      </p>
    </main>
  );
}
