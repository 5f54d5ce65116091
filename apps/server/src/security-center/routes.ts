import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { securityFacts } from './facts';
import { insights } from './insights';
import { categoryPoints, recommendations, securityScore } from './score';
import { resetBreachedPasswords } from './service';
import type { SecuritySources } from './sources';

/** Reading the centre needs the security-policy read permission (the Security section's). */
const READ = 'fe.secure.read.securityPolicy';

/**
 * Security centre (§7.7), mounted at `/security-center/resources`: score with recommendations, and insights. `sources`
 * reads the parts other domains own (session policy, IP/domain restrictions, SSO); app.ts lists them.
 */
export function securityCenterRoutes(deps: Deps, sources: SecuritySources): Hono<AppEnv> {
  const app = signedInRouter(deps);
  // Both readings in one answer: the spec's score, points per area and items; Frontegg's scoring.score and
  // recommendations.items (its client asks at recommendations/v1, the same handler).
  const recommendationsAnswer = async (c: Ctx) => {
    const facts = await securityFacts(deps, sources, c.get('principal').tenantId);
    const points = categoryPoints(facts);
    const score = securityScore(facts);
    const items = recommendations(facts);
    const scoring = { score, ...Object.fromEntries(Object.entries(points).map(([k, v]) => [k, Math.round(v * 10) / 10])) };
    return c.json({ score, scoring, items, recommendations: { items } });
  };
  const insightsAnswer = async (c: Ctx) => {
    const items = insights(await securityFacts(deps, sources, c.get('principal').tenantId));
    return c.json({ items, insights: { items } });
  };
  app.get('/v1/recommendations', requirePermission(READ), recommendationsAnswer);
  app.get('/recommendations/v1', requirePermission(READ), recommendationsAnswer);
  app.get('/v1/insights', requirePermission(READ), insightsAnswer);
  app.get('/insights/v1', requirePermission(READ), insightsAnswer);
  return app;
}

/** `POST /users/v1/passwords/breached/reset/bulk` (identity): reset mails to the tenant's members with a breached password. */
export function breachedPasswordRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post('/users/v1/passwords/breached/reset/bulk', requirePermission('fe.secure.write.users'), async (c) => {
    const sent = await resetBreachedPasswords(deps, c.get('principal').tenantId);
    await deps.audit.write({ ...actor(c), action: 'Breached passwords reset', description: `Reset-password e-mails sent to ${sent.length} user(s) with a breached password`, severity: 'WARNING', json: { userIds: sent } });
    return c.json({});
  });
  return app;
}
