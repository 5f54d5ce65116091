import type { GateTargets } from './destination';

/** Everything the gate needs, read from the build environment. */
export interface GateConfig extends GateTargets {
  /** Portico API origin (`VITE_PORTICO_API_URL`). */
  apiUrl: string;
  /** OAuth client id registered on the server (`VITE_PORTICO_CLIENT_ID`). */
  clientId: string;
}

type Env = Partial<Record<'VITE_PORTICO_API_URL' | 'VITE_PORTICO_CLIENT_ID' | 'VITE_GATE_ADMIN_URL' | 'VITE_GATE_SITE_URL', string>>;

/** Reads and checks the configuration; a missing or invalid value throws an error naming the variable. */
export function readConfig(env: Env): GateConfig {
  const url = (name: keyof Env): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`The gate is not configured: set ${name} when building it (see apps/gate/README.md).`);
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http(s)');
      return value;
    } catch {
      throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
    }
  };
  const clientId = env.VITE_PORTICO_CLIENT_ID?.trim();
  if (!clientId) throw new Error('The gate is not configured: set VITE_PORTICO_CLIENT_ID when building it (see apps/gate/README.md).');
  const apiUrl = url('VITE_PORTICO_API_URL');
  // By default admins go to the hosted admin portal the Portico server serves on its own base URL.
  const adminUrl = env.VITE_GATE_ADMIN_URL?.trim() ? url('VITE_GATE_ADMIN_URL') : hostedPortalUrl(apiUrl);
  return { apiUrl, clientId, adminUrl, siteUrl: url('VITE_GATE_SITE_URL') };
}

/** The hosted admin portal of a Portico server: `/oauth/portal` on its base URL (product-spec §2). */
export function hostedPortalUrl(apiUrl: string): string {
  return new URL('/oauth/portal', apiUrl).toString();
}
