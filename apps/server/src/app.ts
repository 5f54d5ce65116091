import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { accessScope, type AppEnv } from './access';
import { AuditLog } from './audit/audit';
import { loginMfaRoutes } from './auth/mfa-routes';
import { authRoutes } from './auth/routes';
import { ssoPreLoginRoutes } from './auth/sso-routes';
import { ssoEnabled, ssoMemberSources } from './sso';
import { GROUP_UNIQUE, memberGroupsOf } from './groups';
import { REPORT_UNIQUE } from './reports';
import { ROLE_UNIQUE } from './roles';
import { SUB_TENANT_UNIQUE } from './sub-tenants';
import { scimMemberSources } from './directory';
import { registerMemberGroupsLoader, registerMemberSourceLoader } from './team';
import { ssoPublicRoutes, ssoRoutes } from './sso/routes';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import type { Deps } from './deps';
import { limitBody } from './http/body-limit';
import { cors } from './http/cors';
import { noStore } from './http/no-store';
import { requestLog } from './http/log';
import { clientIp } from './http/client-ip';
import { openApiDocument } from './openapi/document';
import { docsRoutes } from './openapi/routes';
import { errorHandler, notFoundOrMethod } from './http/errors-middleware';
import { hostedLoginRoutes } from './hosted/routes';
import { mailboxRoutes } from './mailbox/routes';
import { devAuthStrategyRoutes } from './auth-strategies/routes';
import { Outbox } from './mailbox/outbox';
import { profileMfaRoutes } from './mfa-store/routes';
import { webAuthnMfaRoutes } from './mfa-store/webauthn-routes';
import { oauthRoutes } from './oauth/routes';
import { PasswordHasher } from './passwords/hasher';
import { passwordRoutes } from './passwords/routes';
import { ensureCatalogue } from './roles/catalogue';
import { roleRoutes } from './roles/routes';
import { groupRoutes } from './groups/routes';
import { applicationRoutes, applicationResourceRoutes } from './applications/routes';
import { seedDemo } from './seed/seed';
import { invitationRoutes } from './tenants/routes';
import { inviteRoutes } from './invites/routes';
import { profileRoutes, profileImageRoutes } from './profile/routes';
import { sessionRoutes } from './sessions/routes';
import { teamRoutes } from './team/routes';
import { tenantUserRoutes } from './team/users-routes';
import { AccessTokens } from './tokens/access';
import { ensureSigningKeys } from './tokens/keys';
import { KeyRing } from './tokens/keyring';
import { withStartupLock } from './db/startup-lock';
import { localSignals, postgresSignals } from './db/notify';
import { Sessions } from './tokens/sessions';
import { meRoutes } from './users/me-routes';
import { signUpRoutes } from './users/signup-routes';
import { vendorConfigRoutes, vendorPublicRoutes } from './vendor/routes';
import { VendorService } from './vendor/service';
import { policyRoutes } from './vendor/policy-routes';
import { devVendorSettingRoutes } from './vendor/dev-routes';
import { auditRoutes } from './audit/routes';
import { apiTokenRoutes } from './api-tokens/routes';
import { accountRoutes } from './account/routes';
import { metadataRoutes } from './metadata/routes';
import type { SecuritySources } from './security-center';
import { breachedPasswordRoutes, securityCenterRoutes } from './security-center/routes';
import { impersonationRoutes } from './impersonation/routes';
import { sessionPolicyFacts } from './session-policy';
import { sessionPolicyRoutes } from './session-policy/routes';
import { domainRestrictionFacts, ipRestrictionFacts, RESTRICTION_UNIQUE } from './restrictions';
import { restrictionRoutes } from './restrictions/routes';
import { subTenantRoutes } from './sub-tenants/routes';
import { subTenantUserRoutes } from './sub-tenants/user-routes';
import { notificationRoutes } from './notifications/routes';
import { reportRoutes } from './reports/routes';
import { loadStripeSdk } from './billing';
import { billingRoutes } from './billing/billing-routes';
import { directoryRoutes } from './directory/routes';
import { scimRoutes, SCIM_BASE_PATH } from './directory/scim-routes';
import { EventBus } from './events';
import { eventRoutes } from './events/routes';
import { registerWebhookDelivery } from './webhooks';
import { webhookRoutes } from './webhooks/routes';
import { registerChannelDelivery } from './integrations';
import { integrationRoutes } from './integrations/routes';
import { passkeyRoutes } from './webauthn/routes';
import { entitlementRoutes } from './entitlements/routes';
import { devSensitiveActionRoutes, stepUpRoutes } from './step-up/routes';
import { applySocialProvidersFromEnv } from './social';
import { devSocialProviderRoutes } from './social/dev-routes';
import { socialRoutes } from './social/routes';
import { passwordlessRoutes } from './passwordless/routes';
import { phoneRoutes } from './passwordless/phone-routes';
import { smsOutboxRoutes } from './passwordless/sms-outbox';
import { smsMfaRoutes } from './mfa-store/sms-routes';
import { phoneNumberRoutes } from './phone-numbers/routes';

/** A built app and the services behind it (tests reach into `deps`). */
export interface PorticoServer {
  app: Hono<AppEnv>;
  deps: Deps;
}

/** Builds the whole server over an open, migrated database. Seeds the catalogue always and demo data when configured. */
export async function createApp(config: ServerConfig, db: Db): Promise<PorticoServer> {
  const vendor = new VendorService(db);
  const issuer = `${config.publicUrl}/${config.prefix}/oauth`;
  // Instances started together on one PostgreSQL take turns at creating the vendor, catalogue, keys and seed.
  const postgres = !!config.databaseUrl;
  await withStartupLock(db, postgres, async () => {
    await vendor.load();
    await ensureCatalogue(db, vendor.id);
    await ensureSigningKeys(db, config.signingKey);
  });
  const ring = await KeyRing.load(db);
  // The Stripe SDK loads only when Stripe is the billing provider (start-up time, bench/RESULTS.md).
  if (config.stripe) await loadStripeSdk();
  // Vendor settings are cached per instance: a change made on one instance reloads them on the others.
  const signals = postgres ? postgresSignals(db, config.databaseUrl!, config.databaseSchema) : localSignals;
  signals.subscribe('vendor', () => void vendor.load().catch(() => undefined));
  signals.subscribe('keys', () => void ring.reload().catch(() => undefined));
  vendor.onChange = () => signals.publish('vendor');
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    ring.stop();
    await signals.close();
    await destroy();
  };
  const deps: Deps = {
    config, db, vendor, issuer,
    tokens: new AccessTokens(ring, issuer, config.accessTokenTtlSeconds),
    sessions: new Sessions(db, config.refreshTokenTtlSeconds),
    hasher: new PasswordHasher(config.hashCost),
    outbox: new Outbox(db, config.smtpUrl, config.mailFrom, !config.production),
    audit: new AuditLog(db, () => vendor.id),
    events: new EventBus(db, config.delivery),
  };
  if (config.seed) await withStartupLock(db, postgres, () => seedDemo(deps));
  await applySocialProvidersFromEnv(deps);

  // What the security centre reads from the domains that own those settings: one explicit list, nothing registers itself.
  const securitySources: SecuritySources = {
    sessionPolicy: sessionPolicyFacts,
    ipRestrictions: ipRestrictionFacts,
    domainRestrictions: domainRestrictionFacts,
    sso: ssoEnabled,
  };

  // What member lists show from other domains: each member's groups, and who manages the account (SSO first, then
  // SCIM, so a SCIM-provisioned member stays scim2). Handed over here; no route factory registers anything.
  registerMemberGroupsLoader(memberGroupsOf);
  registerMemberSourceLoader(ssoMemberSources);
  registerMemberSourceLoader(scimMemberSources);

  // Where connectivity events go, one line per channel family: webhooks, and e-mail, SMS and slack subscriptions.
  registerWebhookDelivery(deps);
  registerChannelDelivery(deps);

  // strict: false — one trailing slash names the same route (Frontegg's published client sends `…/logs/?id=`, `…/renewals/`).
  const app = new Hono<AppEnv>({ strict: false });
  // First: the scope the access layer checks each route's declared issues against (access/declare.ts).
  app.use('*', accessScope());
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false }));
  app.use('*', limitBody(config.maxBodyBytes));
  app.use('*', requestLog(config.logRequests));
  app.use('*', clientIp(config.trustProxy));

  const root = `/${config.prefix}`;
  app.use(`${root}/*`, cors(config.allowedOrigins));
  // Answers that carry a token or a secret are never stored by a browser or a shared cache (http/no-store.ts).
  app.use(`${root}/*`, noStore(config.prefix));
  const identity = new Hono<AppEnv>();
  // One route group per line, so parallel domains add lines without colliding.
  for (const routes of [
    authRoutes,
    ssoPreLoginRoutes,
    loginMfaRoutes,
    signUpRoutes,
    passwordRoutes,
    invitationRoutes,
    roleRoutes,
    policyRoutes,
    vendorConfigRoutes,
    profileMfaRoutes,
    webAuthnMfaRoutes,
    meRoutes,
    inviteRoutes,
    tenantUserRoutes,
    sessionRoutes,
    groupRoutes,
    applicationRoutes,
    apiTokenRoutes,
    breachedPasswordRoutes,
    impersonationRoutes,
    sessionPolicyRoutes,
    restrictionRoutes,
    subTenantUserRoutes,
    passkeyRoutes,
    stepUpRoutes,
    socialRoutes,
    passwordlessRoutes,
    phoneRoutes,
    smsMfaRoutes,
    phoneNumberRoutes,
  ]) {
    identity.route('/', routes(deps));
  }
  app.route(`${root}/identity/resources`, identity);
  app.route(`${root}/team/resources`, ssoPublicRoutes(deps));
  app.route(`${root}/team/resources`, profileRoutes(deps));
  app.route(`${root}/team/resources`, teamRoutes(deps));
  app.route(`${root}/team/resources`, ssoRoutes(deps));
  app.route(`${root}/applications/resources`, applicationResourceRoutes(deps));
  app.route(`${root}/tenants/resources`, accountRoutes(deps));
  app.route(`${root}/tenants/resources`, subTenantRoutes(deps));
  app.route(`${root}/subscriptions/resources`, billingRoutes(deps));
  app.route(`${root}/directory/resources`, directoryRoutes(deps));
  app.route(`${root}${SCIM_BASE_PATH}`, scimRoutes(deps));
  app.route(`${root}/entitlements/api`, entitlementRoutes(deps));
  app.route(root, profileImageRoutes(deps));
  app.route(root, vendorPublicRoutes(deps));
  app.route(root, auditRoutes(deps));
  app.route(root, metadataRoutes(deps));
  app.route(`${root}/security-center/resources`, securityCenterRoutes(deps, securitySources));
  app.route(`${root}/notification`, notificationRoutes(deps));
  app.route(`${root}/reports`, reportRoutes(deps));
  app.route(root, eventRoutes(deps));
  app.route(root, webhookRoutes(deps));
  app.route(root, integrationRoutes(deps));
  app.route(`${root}/oauth`, oauthRoutes(deps));
  app.route('/', hostedLoginRoutes(undefined, { stripe: Boolean(config.stripe?.publishableKey) }));
  app.get(`${root}/.well-known/jwks.json`, (c) => c.json(deps.tokens.jwks()));
  let openapi: object | undefined;
  app.get(`${root}/openapi.json`, (c) => c.json(openapi ??= openApiDocument(app.routes, config.prefix, config.publicUrl)));
  app.route(root, docsRoutes(() => (openapi ??= openApiDocument(app.routes, config.prefix, config.publicUrl))));
  app.get('/healthz', (c) => c.json({ ok: true }));
  if (!config.production) app.route('/', mailboxRoutes(deps));
  if (!config.production) app.route('/', devAuthStrategyRoutes(deps));
  if (!config.production) app.route('/', devVendorSettingRoutes(deps));
  if (!config.production) app.route(root, devSensitiveActionRoutes(deps));
  if (!config.production) app.route('/', devSocialProviderRoutes(deps));
  if (!config.production) app.route('/', smsOutboxRoutes(deps));

  // A lost race on a unique constraint answers what its owner's calm twin answers (each domain's unique.ts).
  app.onError(errorHandler({ ...ROLE_UNIQUE, ...GROUP_UNIQUE, ...RESTRICTION_UNIQUE, ...REPORT_UNIQUE, ...SUB_TENANT_UNIQUE }));
  app.notFound(notFoundOrMethod(app as unknown as Hono<never>));
  return { app, deps };
}
