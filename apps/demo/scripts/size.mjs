// Billing budget on what the demo really ships: the chunks its vite build emits for the admin portal's Subscription
// section (lazily loaded), read from the build manifest, gzip. Enforced: the billing section chunks — the section's own
// chunk, the chunks only billing sections (Subscription, Usage) share and the billing store's lazy chunks — ≤ 25 kB
// without Stripe.js (the Stripe Elements chunk is a dynamic import, fetched only with a publishable key; Stripe.js itself
// comes from js.stripe.com).
// Also printed: the portal-wide chunks (forms, header) the section needs when it is the first one opened.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 25;
const dist = new URL('../dist/', import.meta.url);
let manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: run `pnpm --filter @portico/demo build` first.');
  process.exit(2);
}
const gz = (key) => gzipSync(readFileSync(new URL(manifest[key].file, dist)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(2);
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
};
const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const section = keyOf('sections/subscriptions/SubscriptionsSection.tsx');
const billingSections = ['sections/subscriptions/SubscriptionsSection.tsx', 'sections/usage/UsageSection.tsx'].map(keyOf).filter(Boolean);
if (!section) {
  console.error('The demo build has no Subscription section chunk.');
  process.exit(1);
}
// What the page already runs before any section opens: the entry and its static imports.
const page = closure(Object.keys(manifest).find((k) => manifest[k].isEntry));
const importers = (key) => Object.keys(manifest).filter((k) => (manifest[k].imports ?? []).includes(key));
const reachedOnlyFromBilling = (key) =>
  billingSections.includes(key) || (importers(key).length > 0 && importers(key).every(reachedOnlyFromBilling));
const needed = [...closure(section)].filter((k) => !page.has(k));
const billing = needed.filter(reachedOnlyFromBilling);
const shared = needed.filter((k) => !billing.includes(k));
const sum = (keys) => keys.reduce((n, k) => n + gz(k), 0);
console.log('demo build, admin portal Subscription section (gzip, without Stripe.js):');
for (const k of billing) console.log(`  ${manifest[k].file}: ${kb(gz(k))} kB (billing)`);
for (const k of shared) console.log(`  ${manifest[k].file}: ${kb(gz(k))} kB (shared: imported by ${importers(k).length} portal/login chunks)`);
const stripe = (manifest[section].dynamicImports ?? []).flatMap((k) => [...closure(k)]).filter((k) => !page.has(k) && !needed.includes(k));
for (const k of stripe) console.log(`  ${manifest[k].file}: ${kb(gz(k))} kB (lazy, only with a Stripe publishable key; not counted)`);
// admin.billing's actions and REST port: core-state chunks the page fetches on the store's first call (only billing sections call it).
const store = Object.keys(manifest).filter((k) => /core-state\/src\/billing\/(actions|api)\.ts$/.test(k) && !page.has(k));
for (const k of store) console.log(`  ${manifest[k].file}: ${kb(gz(k))} kB (billing store, fetched on its first call)`);
const own = sum(billing) + sum(store);
console.log(`billing section chunks: ${kb(own)} kB (budget ${BUDGET_KB} kB); first section opened, with the shared chunks: ${kb(own + sum(shared))} kB`);
if (own / 1024 > BUDGET_KB) {
  console.error('over budget');
  process.exit(1);
}
