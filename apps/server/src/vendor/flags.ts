/** One feature flag the server serves on `GET /flags`. */
export interface FeatureFlag {
  /** Served as 'on' only when the feature works end to end on this server. */
  on: boolean;
  /** What the flag turns on in the clients. */
  feature: string;
  /**
   * The `@portico/rest-api` calls (`domain.call`) the feature needs. The contract suite (tests/contract) fails when a flag
   * is on while one of these is not served, so a flag can only be turned on once its routes exist.
   */
  needs: readonly string[];
}

/**
 * Every flag the server knows, in one place (product-spec §8 names them; unknown keys are served 'off').
 * To turn a feature on as it lands: set `on: true` here, check its `needs`, run the contract suite.
 */
export const FEATURE_FLAGS: Readonly<Record<string, FeatureFlag>> = Object.freeze({
  authorization: {
    on: true,
    feature: "after login the client loads the user's roles and permissions from GET /users/v1/me/authorization",
    needs: ['users.getMyAuthorization'],
  },
  entitlements: {
    on: true,
    feature: 'the client loads entitlements (with entitlements enabled in its options)',
    needs: ['entitlements.getUserEntitlements'],
  },
  'new-mfa-pages': {
    on: false,
    feature: 'the admin portal Privacy section manages MFA devices (authenticator, email code, recovery codes)',
    needs: ['users.getMfaDevices', 'users.mfaAuthenticatorEnroll', 'users.mfaAuthenticatorEnrollVerify', 'users.mfaAuthenticatorDisable', 'users.mfaDisable'],
  },
  admin_portal_ip_restrictions: {
    on: true,
    feature: 'the admin portal Security section manages IP restrictions',
    needs: ['configurations.getIpRestrictions', 'configurations.createIpRestriction', 'configurations.deleteIpRestriction', 'configurations.getIpRestrictionsConfig', 'configurations.updateIpRestrictionsConfig'],
  },
  admin_portal_domain_restrictions: {
    on: true,
    feature: 'the admin portal Security section manages e-mail domain restrictions',
    needs: ['configurations.getEmailDomainRestrictions', 'configurations.createEmailDomainRestriction', 'configurations.deleteEmailDomainRestriction', 'configurations.getEmailDomainRestrictionsConfig', 'configurations.updateEmailDomainRestrictionsConfig'],
  },
  'show-passkeys-new': {
    on: true,
    feature: 'the login box offers passkeys and the profile lists them',
    needs: ['auth.webAuthnPreLogin', 'auth.webAuthnPostLogin', 'users.listWebAuthnDevices', 'users.createWebAuthnDevice', 'users.verifyWebAuthnDevice', 'users.deleteWebAuthnDevice'],
  },
  'groups-admin-box-new': {
    on: true,
    feature: 'the admin portal Groups section',
    needs: ['roles.getGroups', 'roles.createGroup', 'roles.updateGroup', 'roles.deleteGroup', 'roles.addUsersToGroup', 'roles.removeUsersFromGroup', 'roles.addRolesToGroup', 'roles.removeRolesFromGroup'],
  },
  'msp-all-accounts-new': {
    on: false,
    feature: 'the admin portal All accounts section (sub-tenant hierarchy)',
    needs: ['tenants.getTenantsHierarchy'],
  },
  'temporary-users': {
    on: true,
    feature: 'the admin portal Users section sets and clears temporary users',
    needs: ['users.setTemporaryUser', 'users.removeTemporaryUser', 'users.getTemporaryUsersConfig'],
  },
  'fe-usage-page': {
    on: true,
    feature: 'the admin portal Usage section',
    needs: ['billing.getUsage'],
  },
  'multi-apps-admin-portal': {
    on: false,
    feature: 'the admin portal shows applications (multi-app mode)',
    needs: ['roles.getApplications', 'roles.getUsersApplications', 'roles.assignUsersToApplication', 'roles.unassignUsersFromApplication'],
  },
});

/** The flags as `GET /flags` answers them: every known key, 'on' or 'off'. */
export function servedFlags(): Record<string, 'on' | 'off'> {
  return Object.fromEntries(Object.entries(FEATURE_FLAGS).map(([key, flag]) => [key, flag.on ? 'on' : 'off']));
}
