import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../packages/rest-api/test/cases';
import * as audits from '@portico/rest-api/audits';
import * as auth from '@portico/rest-api/auth';
import * as billing from '@portico/rest-api/billing';
import * as configurations from '@portico/rest-api/configurations';
import * as entitlements from '@portico/rest-api/entitlements';
import * as events from '@portico/rest-api/events';
import * as integrations from '@portico/rest-api/integrations';
import * as metadata from '@portico/rest-api/metadata';
import * as notifications from '@portico/rest-api/notifications';
import * as reports from '@portico/rest-api/reports';
import * as roles from '@portico/rest-api/roles';
import * as security_center from '@portico/rest-api/security-center';
import * as sso from '@portico/rest-api/sso';
import * as tenants from '@portico/rest-api/tenants';
import * as users from '@portico/rest-api/users';
import * as vendors from '@portico/rest-api/vendors';
import * as webhooks from '@portico/rest-api/webhooks';

// Helpers the domain barrels export beside the calls: they send no request of their own.
const NOT_CALLS = new Set(['auth.toLoginResult', 'users.toExpiresInMinutes', 'users.profileImageAddress']);

const PUBLIC: Record<string, Record<string, unknown>> = { audits, auth, billing, configurations, entitlements, events, integrations, metadata, notifications, reports, roles, 'security-center': security_center, sso, tenants, users, vendors, webhooks };

describe('the suite covers every public call', () => {
  it('has one catalogue case per function of every public domain entry (so "every call" means every call)', () => {
    expect(Object.keys(DOMAINS).sort()).toEqual(Object.keys(PUBLIC).sort());
    for (const [domain, mod] of Object.entries(PUBLIC)) {
      const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function' && !NOT_CALLS.has(`${domain}.${k}`)).sort();
      expect(Object.keys(DOMAINS[domain]?.cases ?? {}).sort(), domain).toEqual(exported);
    }
  });
});
