// A bare page that runs Portico's embedded session and exposes it to the browser tests (bundled by them with esbuild).
// Imported by path: the e2e package does not depend on core-state; esbuild bundles it from source.
import { createPortico } from '../../packages/core-state/src/index';

const navigations: string[] = [];
const portico = createPortico({ baseUrl: location.origin, navigate: (url) => void navigations.push(url) });

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');

const harness = {
  /** Signs in with a password (the server sets the httpOnly refresh cookie); the token it returns is dropped. */
  async signIn(email: string, password: string): Promise<number> {
    const response = await fetch('/frontegg/identity/resources/auth/v1/user', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  },
  start: () => portico.session.start(),
  refresh: async () => Boolean(await portico.session.refresh()),
  logout: () => portico.session.logout(),
  status: () => portico.auth.getState().status,
  /** A digest of the in-memory token, so tests compare tabs without handling the token itself. */
  tokenDigest: async () => {
    const token = portico.session.getAccessToken();
    return token ? sha256(token) : null;
  },
  navigations: () => [...navigations],
};

(window as unknown as { harness: typeof harness }).harness = harness;
document.title = 'session harness ready';
