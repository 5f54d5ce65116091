// Every domain's catalogue cases in one map, for the contract suite (tests/contract): not part of the published build.
import type { CatalogueCase } from '../catalogue';
import * as audits from './audits';
import * as auth from './auth';
import * as billing from './billing';
import * as configurations from './configurations';
import * as entitlements from './entitlements';
import * as events from './events';
import * as integrations from './integrations';
import * as metadata from './metadata';
import * as notifications from './notifications';
import * as reports from './reports';
import * as roles from './roles';
import * as security_center from './security-center';
import * as sso from './sso';
import * as tenants from './tenants';
import * as users from './users';
import * as vendors from './vendors';
import * as webhooks from './webhooks';

export type { CatalogueCase } from '../catalogue';

/** A domain's exported calls and one catalogue case per call. */
export interface DomainCases {
  calls: Record<string, unknown>;
  cases: Record<string, CatalogueCase>;
}

/** Every rest-api domain, by its subpath name. */
export const DOMAINS: Readonly<Record<string, DomainCases>> = {
  audits: audits,
  auth: auth,
  billing: billing,
  configurations: configurations,
  entitlements: entitlements,
  events: events,
  integrations: integrations,
  metadata: metadata,
  notifications: notifications,
  reports: reports,
  roles: roles,
  'security-center': security_center,
  sso: sso,
  tenants: tenants,
  users: users,
  vendors: vendors,
  webhooks: webhooks,
};
