import { request } from '@portico/rest-api';
import { saveMfaPolicy } from '@portico/rest-api/configurations';
import { getSecurityInsights, getSecurityRecommendations } from '@portico/rest-api/security-center';
import type { SecurityInsightsResponse, SecurityRecommendationsResponse } from '@portico/rest-api/security-center';
import { resetBreachedPasswords } from '@portico/rest-api/users';
import { lastMail } from '@portico/server/src/test/fixture';
import { expect } from 'vitest';
import { roundTrip, step } from '../harness/round-trip';

const MEMBER = 'member@acme.test';
const codes = (r: unknown) => (r as SecurityRecommendationsResponse).items.map((i) => i.code);
const insight = (r: unknown, code: string) => (r as SecurityInsightsResponse).items.find((i) => i.code === code)?.metadata;

// The score follows the tenant's policies and members; the bulk reset mails members whose password is breached.
roundTrip('security centre: score, MFA enforcement, breached passwords, bulk reset', [
  step('recommendations', (c) => getSecurityRecommendations(c.client), undefined, (r) => {
    expect(r).toMatchObject({ score: 25, items: expect.arrayContaining([{ code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA', metadata: { enrolled: 0, total: 2 } }]) });
  }),
  step('insights', (c) => getSecurityInsights(c.client), undefined, (r) => expect(insight(r, 'MFA_USAGE')).toEqual({ enrolled: 0, total: 2, percentage: 0 })),
  // Frontegg's client asks at recommendations/v1 and insights/v1 and reads scoring.score, recommendations.items, insights.items.
  step('recommendations at Frontegg\'s path, both readings in one answer', (c) => request(c.client, { method: 'GET', path: '/security-center/resources/recommendations/v1' }), undefined, (r) => {
    const a = r as SecurityRecommendationsResponse & { recommendations: { items: unknown[] } };
    expect(a.scoring?.score).toBe(a.score);
    expect(a.recommendations.items).toEqual(a.items);
    expect(a.items.length).toBeGreaterThan(0);
  }),
  step('insights at Frontegg\'s path', (c) => request(c.client, { method: 'GET', path: '/security-center/resources/insights/v1' }), undefined, (r) => {
    const a = r as SecurityInsightsResponse & { insights: { items: unknown[] } };
    expect(a.insights.items).toEqual(a.items);
    expect(insight(r, 'MFA_USAGE')).toEqual({ enrolled: 0, total: 2, percentage: 0 });
  }),
  step('enforce MFA', (c) => saveMfaPolicy(c.client, { enforceMFAType: 'Force' })),
  step('the score rises by the MFA points', (c) => getSecurityRecommendations(c.client), undefined, (r) => {
    expect((r as SecurityRecommendationsResponse).score).toBe(55);
    expect(codes(r)).not.toContain('FORCE_MFA');
  }),
  step('a member with a breached password is counted', async (c) => {
    await c.t.db.updateTable('users').set({ password_breached: true }).where('email', '=', MEMBER).execute();
    return getSecurityRecommendations(c.client);
  }, undefined, (r) => expect((r as SecurityRecommendationsResponse).items[0]).toMatchObject({ code: 'BREACHED_PASSWORDS', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 1 } })),
  step('bulk reset', (c) => resetBreachedPasswords(c.client), undefined, async (_r, c) => {
    expect((await lastMail(c.t, MEMBER)).links[0]).toContain('/account/reset-password?userId=');
  }),
]);
