import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ENV, LOG_DIR } from './env';

const PLANS = `${ENV.server}/frontegg/subscriptions/resources/billing/vendor/plans/v1`;
const headers = { authorization: `Bearer ${ENV.vendorKey}`, 'x-portico-source': 'e2e' };
// The seeded plans' limits, kept by the setup before it lifts them (setup/plans.setup.ts).
const SEEDED = join(LOG_DIR, 'seeded-plan-limits.json');

interface VendorPlan { id: string; slug: string; limits: Record<string, number> }

async function plans(request: APIRequestContext): Promise<VendorPlan[]> {
  const res = await request.get(PLANS, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as VendorPlan[];
}

async function setLimits(request: APIRequestContext, limits: (p: VendorPlan) => Record<string, number>): Promise<void> {
  for (const p of await plans(request)) {
    const res = await request.put(`${PLANS}/${p.id}`, { headers, data: { limits: limits(p) } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Run once before the journeys: keeps the seeded limits, then lifts them, so journeys about other things may create what they need. */
export async function liftPlanLimits(request: APIRequestContext): Promise<void> {
  writeFileSync(SEEDED, JSON.stringify(Object.fromEntries((await plans(request)).map((p) => [p.slug, p.limits]))));
  await noPlanLimits(request);
}

/** The demo plans' limits as seeded (Free: 3 seats, 2 API tokens, 1 webhook, no SSO, no sub-accounts), for journeys about limits. */
export async function demoPlanLimits(request: APIRequestContext): Promise<void> {
  const seeded = JSON.parse(readFileSync(SEEDED, 'utf8')) as Record<string, Record<string, number>>;
  await setLimits(request, (p) => seeded[p.slug] ?? {});
}

/** No plan sets a limit (what the journeys run with unless they ask for the demo's). */
export const noPlanLimits = (request: APIRequestContext): Promise<void> => setLimits(request, () => ({}));
