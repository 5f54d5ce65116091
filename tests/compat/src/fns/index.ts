import type { Fn } from '../harness';
import { billing, endings, hosted, invitations, passwordless, phones, social } from './flows';
import { authenticatorApp, authenticatorDevices, enrolAtLogin, passkeys, profileFactors } from './mfa';
import { applications, audits, connectivity, impersonation, metadata, misc, notifications, reports } from './ops';
import { policies, restrictions, securityCenter, sessionsAdmin, tokens } from './security';
import { passwordReset, publicCalls, signedIn, signOut, signUpAndActivate } from './session';
import { account, directory, hierarchy, sso, tenantSwitch } from './tenants';
import { groups, roles, team, teamCleanup, users } from './team';

/** Every function of the published client, in the order a team's app would call them. */
export const FUNCTIONS: Fn[] = [
  ...publicCalls,
  ...signUpAndActivate,
  ...signedIn,
  ...passwordReset,
  ...authenticatorApp,
  ...authenticatorDevices,
  ...enrolAtLogin,
  ...profileFactors,
  ...passkeys,
  ...phones,
  ...passwordless,
  ...social,
  // The seeded admin runs the tenant from here on.
  ...team,
  ...users,
  ...roles,
  ...groups,
  ...account,
  ...policies,
  ...sessionsAdmin,
  ...restrictions,
  ...tokens,
  ...securityCenter,
  ...hierarchy,
  ...tenantSwitch,
  ...sso,
  ...directory,
  ...audits,
  ...connectivity,
  ...notifications,
  ...reports,
  ...metadata,
  ...applications,
  ...impersonation,
  ...billing,
  ...invitations,
  ...teamCleanup,
  ...misc,
  ...hosted,
  ...signOut,
  ...endings,
];
