import { createSubscription, getPlans, updateSubscription } from '@portico/rest-api/billing';
import { getUserEntitlements } from '@portico/rest-api/entitlements';
import * as S from '@portico/rest-api/schemas';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const plan = (slug: string) => (c: StepContext) => (c.kept.plans as { id: string; slug: string }[]).find((p) => p.slug === slug)!.id;
const granted = (r: unknown) => ((r as { plans?: { featureKeys: string[] }[] }).plans ?? []).flatMap((p) => p.featureKeys).sort();

// Plans drive entitlements: the user-entitlements answer follows the tenant's plan through an upgrade and a downgrade.
roundTrip('entitlements: features from the plan', [
  step('plans', (c) => getPlans(c.client), undefined, (r, c) => void (c.kept.plans = r)),
  step('on the default plan: features known, none granted', (c) => getUserEntitlements(c.client), S.userEntitlementsSchema, (r) => {
    expect(Object.keys((r as { features: object }).features).sort()).toEqual(['analytics', 'reports']);
    expect(granted(r)).toEqual([]);
  }),
  step('subscribe to Pro (trial)', (c) => createSubscription(c.client, { planId: plan('pro')(c) }), S.subscriptionSchema, (r, c) => void (c.kept.sub = (r as { id: string }).id)),
  step('Pro grants analytics and reports', (c) => getUserEntitlements(c.client), S.userEntitlementsSchema, (r) => expect(granted(r)).toEqual(['analytics', 'reports'])),
  step('one feature', (c) => getUserEntitlements(c.client, { featureKey: 'analytics' }), S.userEntitlementsSchema, (r) =>
    expect(Object.keys((r as { features: object }).features)).toEqual(['analytics'])),
  step('one permission', (c) => getUserEntitlements(c.client, { permissionKey: 'fe.subscriptions.read' }), S.userEntitlementsSchema, (r) =>
    expect((r as { permissions: string[] }).permissions.length).toBeGreaterThan(0)),
  step('downgrade to Basic', (c) => updateSubscription(c.client, c.kept.sub as string, { planId: plan('basic')(c) }), S.subscriptionSchema),
  step('Basic grants reports only', (c) => getUserEntitlements(c.client), S.userEntitlementsSchema, (r) => expect(granted(r)).toEqual(['reports'])),
  refused('both keys at once', (c) => getUserEntitlements(c.client, { featureKey: 'a', permissionKey: 'b' } as never), 400),
]);
