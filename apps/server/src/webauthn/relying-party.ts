import { isIP } from 'node:net';
import type { ServerConfig } from '../config';

/** Who the browser must be talking to for a WebAuthn ceremony to count. */
export interface RelyingParty {
  /** A domain, never an IP address (browsers refuse IP addresses as RP ids). */
  id: string;
  name: string;
  /** Origins a credential may be used from: the app and allowed origins on the RP id or its subdomains. */
  origins: string[];
}

/**
 * The relying party of this server: RP id from `WEBAUTHN_RP_ID`, else the app URL's host (`localhost` when that
 * host is an IP address); origins are the app and allowed origins whose host is the RP id or below it.
 */
export function relyingParty(config: Pick<ServerConfig, 'appUrl' | 'allowedOrigins'>, name: string, env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const appHost = new URL(config.appUrl).hostname;
  const id = env.WEBAUTHN_RP_ID || (isIP(appHost) ? 'localhost' : appHost);
  const onRp = (origin: string) => {
    try {
      const host = new URL(origin).hostname;
      return host === id || host.endsWith(`.${id}`);
    } catch {
      return false;
    }
  };
  const origins = [...new Set([config.appUrl, ...config.allowedOrigins].map((o) => o.replace(/\/$/, '')).filter(onRp))];
  return { id, name, origins };
}
