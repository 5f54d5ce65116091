import type { Db } from '../db/connect';
import { countTenantTokens } from '../api-tokens';
import { countConfigurations } from '../sso';
import { countChildren } from '../sub-tenants';
import { countMembers } from '../membership';
import { countWebhooks } from '../webhooks';

/** A limit a plan may set (its `limits` key), how the tenant's use of it is counted, and its name in a refusal. */
export interface PlanMeter {
  key: PlanLimitKey;
  count(db: Db, tenantId: string): Promise<number>;
  /** Plural noun: "Plan limit reached: the Free plan allows 3 {noun}". */
  noun: string;
}

/** Every limit the Usage section shows, each enforced by {@link claimPlanLimit} where such a thing is created. */
export type PlanLimitKey = 'seats' | 'apiTokens' | 'subAccounts' | 'webhooks' | 'ssoConnections';

/**
 * The metered limits, in the order Usage shows them, each counted from the database by the domain that owns it: seats
 * (the tenant's members, invited included), tenant API tokens (not personal ones), direct sub-accounts, webhooks and
 * SSO connections. Usage and enforcement both count through this list, so they cannot disagree.
 */
export const PLAN_METERS: readonly PlanMeter[] = [
  // Lambdas: the counters' modules may still be loading when this one is (import cycles through the domains).
  { key: 'seats', count: (db, t) => countMembers(db, t), noun: 'seats' },
  { key: 'apiTokens', count: (db, t) => countTenantTokens(db, t), noun: 'account API tokens' },
  { key: 'subAccounts', count: (db, t) => countChildren(db, t), noun: 'sub-accounts' },
  { key: 'webhooks', count: (db, t) => countWebhooks(db, t), noun: 'webhooks' },
  { key: 'ssoConnections', count: (db, t) => countConfigurations(db, t), noun: 'SSO connections' },
];

/** The meter of a key. */
export const meterOf = (key: PlanLimitKey): PlanMeter => PLAN_METERS.find((m) => m.key === key)!;
