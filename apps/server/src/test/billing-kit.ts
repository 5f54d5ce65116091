import { inflateSync } from 'node:zlib';
import type { TestServer } from './fixture';
import { claimsOf, newTenantAdmin } from './users-admin';

/** Base of every billing call. */
export const SUB = '/subscriptions/resources';
export const BILL = `${SUB}/billing`;

/** A fresh tenant with its admin, and a `call` that sends as that admin. */
export async function billingTenant(t: TestServer, name: string) {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@billing.test`;
  const { accessToken } = await newTenantAdmin(t, email, name);
  const tenantId = claimsOf(accessToken).tenantId as string;
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.browser().fetch(path, { ...init, token: accessToken });
  const plans = (await call(`${BILL}/plans/v1`)).data as { id: string; slug: string; price: { amount: number } }[];
  const plan = (slug: string) => plans.find((p) => p.slug === slug)!.id;
  return { token: accessToken, tenantId, call, plan, email };
}

/** All text drawn in a PDF (pdf-lib writes hex strings in Flate-compressed content streams). */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try { content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'); } catch { content = m[1]!; }
    for (const h of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out += `${Buffer.from(h[1]!, 'hex').toString('latin1')}\n`;
  }
  return out;
}
