import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ENV, LOG_DIR } from './pages/env';

// Debian's Chromium: Playwright's own browser download cannot work on these machines. Its headless shell (the same
// build, without the desktop browser's extra processes; Playwright's own choice for headless runs) when installed:
// half the CPU per journey on a machine where the browser tests are CPU-bound (scripts/ensure-tools.sh installs it).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
// The gate journeys: the reference server (in-memory, seeded) behind the gate's preview proxy, so gate, hosted
// sign-in page and API share the origin 127.0.0.1:5174 (the issuer's public URL), as behind one reverse proxy.
const serverPort = Number(process.env.SERVER_PORT ?? 8787);
const gateOrigin = `http://127.0.0.1:${process.env.GATE_PORT ?? 5174}`;
// scripts/test has just built every package: the demo and the hosted pages need no second build (the gate does, its
// VITE_* settings below are baked in at build time).
const prebuilt = process.env.E2E_PREBUILT === '1';
// SSO domain verification asks the DNS server the SSO journeys start on loopback (e2e/pages/sso-idp.ts).
const ssoDnsPort = Number(process.env.SSO_DNS_PORT ?? serverPort + 1000);
// Journeys that keep to accounts of their own (a fresh sign-up or createActiveUser each) or only read the seeded Acme
// portal: they run two at a time, after the others. Every other journey runs alone, first: it changes what others see
// (vendor-wide login methods, social providers and plan limits; the seeded Acme accounts, roles, sessions and audit
// log). A new journey is alone unless it is listed here; list it only if it changes nothing another one reads.
const SIDE_BY_SIDE = [
  'admin-events-delivered', 'admin-hosted', 'admin-ip-restrictions', 'admin-privacy-mfa', 'admin-promises', 'admin-readonly',
  'admin-forms', 'admin-detail-routes', 'admin-routes', 'admin-screens', 'admin-user-route', 'admin-security-center', 'admin-security-policies', 'admin-sso', 'gate', 'hosted-login',
  'login-webauthn-mfa', 'mfa', 'password-reset', 'signup-activation', 'smoke',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  // Two browsers at once only in the side-by-side project; 'journeys' holds itself to one (projects below).
  workers: 2,
  // On CI one retry: a journey that passes only on its retry is reported as flaky by name (scripts/count-tests.mjs
  // lists it before the closing line) and is fixed like a failure; a journey failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // The server logs every request to LOG_DIR/server.log; log-file proves it before the journeys, and its teardown
  // (no-secrets-in-logs) greps the whole run's log for JWTs, passwords, codes and tokens after them (log-check/).
  projects: [
    { name: 'log-file', testDir: './log-check', testMatch: 'log-file.setup.ts', teardown: 'no-secrets-in-logs' },
    // The plans' limits are lifted for the journeys (setup/plans.setup.ts); those about limits set them back.
    { name: 'plans', testDir: './setup', testMatch: 'plans.setup.ts' },
    // Alone first: on CI the server tests on PostgreSQL run beside this phase and take the other core.
    { name: 'journeys', testIgnore: SIDE_BY_SIDE, workers: 1, dependencies: ['log-file', 'plans'] },
    // Then two at a time, once nothing else changes vendor-wide settings or the seeded accounts.
    { name: 'side-by-side', testMatch: SIDE_BY_SIDE, dependencies: ['log-file', 'plans', 'journeys'] },
    { name: 'no-secrets-in-logs', testDir: './log-check', testMatch: 'no-secrets.teardown.ts' },
  ],
  use: {
    baseURL: `http://127.0.0.1:${demoPort}`,
    // Desktop size of docs/screenshots (phone-width checks set their own viewport).
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The demo is built here so the journeys always run the current code under its production CSP.
      command: `${prebuilt ? '' : 'pnpm --filter @portico/demo build && '}pnpm --filter @portico/demo exec vite preview --host 127.0.0.1 --port ${demoPort} --strictPort`,
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The demo's same-origin proxy forwards /frontegg and /dev/mailbox to this server.
      env: { PORTICO_SERVER_URL: `http://127.0.0.1:${serverPort}` },
    },
    {
      // build:hosted: the hosted login page (ui-login) the server serves at /oauth/account/*.
      // A fresh run log: the server appends to LOG_FILE, the journeys' recorder to secrets.jsonl.
      command: `rm -rf '${LOG_DIR}' && mkdir -p '${LOG_DIR}' && ${prebuilt ? '' : 'pnpm --filter @portico/server build:hosted && '}pnpm --filter @portico/server start`,
      url: `http://127.0.0.1:${serverPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED: '1',
        // Billing journeys move the tenant's test clock (dev/test only; refused in production).
        BILLING_TEST_CLOCK: '1',
        // The vendor's plans API: journeys lift or set plan limits through it (pages/plans.ts).
        BILLING_VENDOR_API_KEY: ENV.vendorKey,
        SSO_DNS_SERVERS: `127.0.0.1:${ssoDnsPort}`,
        // Activation, reset and invitation mail links open in the demo.
        APP_URL: `http://127.0.0.1:${demoPort}`,
        PUBLIC_URL: gateOrigin,
        // localhost: browsers refuse WebAuthn on an IP address, so the passkey journeys open the demo as localhost.
        ALLOWED_ORIGINS: `${gateOrigin},http://localhost:${demoPort}`,
        OAUTH_CLIENT_ID: 'portico-demo',
        OAUTH_REDIRECT_URIS: `${gateOrigin}/oauth/callback`,
        LOG_REQUESTS: '1',
        LOG_FILE: join(LOG_DIR, 'server.log'),
      },
    },
    {
      command: 'pnpm --filter @portico/gate build && pnpm --filter @portico/gate preview',
      url: gateOrigin,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        GATE_PORT: process.env.GATE_PORT ?? '5174',
        GATE_API_PROXY: `http://127.0.0.1:${serverPort}`,
        VITE_PORTICO_API_URL: gateOrigin,
        VITE_PORTICO_CLIENT_ID: 'portico-demo',
        VITE_GATE_ADMIN_URL: 'http://admin.portico.test/',
        VITE_GATE_SITE_URL: 'http://www.portico.test/',
      },
    },
  ],
});
