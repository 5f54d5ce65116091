import { fileURLToPath } from 'node:url';

/** Addresses and accounts of the journeys; must match the webServer entries of playwright.config.ts. */
export const ENV = {
  demo: `http://127.0.0.1:${process.env.DEMO_PORT ?? 5173}`,
  server: `http://127.0.0.1:${process.env.SERVER_PORT ?? 8787}`,
  admin: 'admin@acme.test',
  member: 'member@acme.test',
  password: 'Portico-demo-1',
  /** BILLING_VENDOR_API_KEY of the journeys' server (playwright.config.ts): the vendor's plans API (pages/plans.ts). */
  vendorKey: 'e2e-vendor-plans-key-0123456789abcdef',
} as const;

/** A fresh address per run, so journeys never depend on each other or on a previous run's data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** Write screenshots into docs/screenshots only when asked (`SCREENSHOTS=1`), so normal runs leave the tree alone. */
export const WRITE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Where the run's server log (`server.log`, pino JSON lines) and the secrets the journeys sent (`secrets.jsonl`) go;
 * the `no-secrets-in-logs` project greps the one for the other after all journeys (playwright.config.ts).
 */
export const LOG_DIR = process.env.E2E_LOG_DIR ?? fileURLToPath(new URL('../../reports/e2e-logs/', import.meta.url));
