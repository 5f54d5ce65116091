import { createHostedAuth } from '@portico/core-state/hosted';
import { readConfig } from './config';
import { followAuth } from './follow';
import { mountGate, showGateError } from './view';

// No UI framework: the gate is one status line, and React would be 67 kB of its 82.
const root = document.getElementById('root')!;
try {
  const config = readConfig(import.meta.env);
  const { auth, session } = createHostedAuth({ baseUrl: config.apiUrl, clientId: config.clientId });
  // start() strips code/state/iss from the address bar synchronously, before the first paint.
  void session.start();
  mountGate(root, auth);
  // Leave after the next paint, so "Checking user role and redirecting..." is on screen while the next page loads.
  followAuth(auth, config, (url) => requestAnimationFrame(() => setTimeout(() => window.location.replace(url), 0)));
} catch (error) {
  showGateError(root, error instanceof Error ? error.message : String(error));
}
