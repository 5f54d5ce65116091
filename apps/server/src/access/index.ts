// The access layer: every security decision has one home here (SECURITY.md rules 18, 20–23).
export { accessScope, assertDeclared, issues, UndeclaredIssue } from './declare';
export type { Issue } from './declare';
export { AMR_IMPERSONATION, beginSession, deriveSession } from './sessions';
export type { Derivation, StartedSession } from './sessions';
export { apiTokenAccessToken, deriveTenantToken, issueSessionTokens, sessionAccessToken } from './tokens';
export type { AuthResponse } from './tokens';
export { assertAttachable, attachAccount, FOREIGN_ACCOUNT_MSG, verifiedDomainsOf } from './attach';
export type { Attachment, AttachResult, MembershipOptions } from './attach';
export { assertImpersonationLive, endpointOf, findImpersonation, guardImpersonated, IMPERSONATION_ALLOWED_WRITES, IMPERSONATION_REFUSED, impersonationMayCall, markEnded } from './impersonation';
export { isRecentlyAuthenticated, RECENT_AUTH_MAX_AGE_SECONDS, requireRecentAuth, STEP_UP_REQUIRED, stepUpRequired } from './recent-auth';
export { credentialChanged } from './credential-notice';
export { actor } from './principal';
export type { AppEnv, Ctx } from './principal';
export { optionalAuth, requirePermission } from './require';
export { assertSteppedUp, requireStepUp, SENSITIVE_ACTION_MAX_AGE } from './step-up';
export { accessTokenPrincipal, apiTokenIsLive, exchangeClientCredentials } from './api-tokens';
export { publicRouter, routeAccess, signedInRouter, signedInRoutes } from './router';
export type { Reach, RouteAccess, Routes } from './router';
