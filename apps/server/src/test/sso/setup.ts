import type { TestServer } from '../fixture';
import { ID } from '../users-admin';
import type { TestDns } from './dns-server';

/** A loosely typed admin call (each assertion states the shape it expects). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Call = (method: string, path: string, json?: unknown, token?: string) => Promise<{ status: number; data: any; text: string }>;

/** Admin calls of one test server under `/team/resources`. */
export const teamCaller = (t: TestServer, token: () => string): Call => (method, path, json, tk = token()) =>
  t.browser().fetch(`${t.base}/team/resources${path}`, { method, json, token: tk });

/** Calls of the identity API (login). */
export const idCaller = (t: TestServer): Call => (method, path, json, tk) => t.browser().fetch(`${ID}${path}`, { method, json, token: tk });

/** Sets the single SAML configuration's domain and publishes its TXT record on the test DNS, then validates it. */
export async function claimDomain(call: Call, dns: TestDns, domain: string): Promise<void> {
  const saved = await call('POST', '/sso/v1/saml/configurations', { domain });
  if (saved.status !== 200) throw new Error(`save domain ${saved.status} ${saved.text}`);
  dns.txt.set(domain, [saved.data.generatedVerification]);
  const validated = await call('PUT', '/sso/v1/saml/validations/domain');
  if (validated.status !== 200) throw new Error(`validate ${validated.status} ${validated.text}`);
}

/** Rows of one audit action, newest first. */
export const auditRows = (t: TestServer, action: string) =>
  t.db.selectFrom('audits').select(['tenant_id', 'description', 'severity', 'json']).where('action', '=', action).orderBy('created_at', 'desc').execute();
