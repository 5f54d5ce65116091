import { createHostedAuth } from '@portico/core-state/hosted';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from './config';
import { Gate } from './Gate';
import { followAuth } from './follow';

const root = createRoot(document.getElementById('root')!);
try {
  const config = readConfig(import.meta.env);
  const { auth, session } = createHostedAuth({ baseUrl: config.apiUrl, clientId: config.clientId });
  // start() strips code/state/iss from the address bar synchronously, before the first render.
  void session.start();
  // Leave after the next paint, so "Checking user role and redirecting..." is on screen while the next page loads.
  followAuth(auth, config, (url) => requestAnimationFrame(() => setTimeout(() => window.location.replace(url), 0)));
  root.render(
    <StrictMode>
      <Gate auth={auth} />
    </StrictMode>,
  );
} catch (error) {
  root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
}
