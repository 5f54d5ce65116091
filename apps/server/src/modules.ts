// The server's modules, in mount order: under a shared prefix, an earlier module's routes and middleware come first.
import type { ServerModule } from './kernel/module';
import { identityModule } from './identity/module';
import { authModule } from './auth/module';
import { usersModule } from './users/module';
import { passwordsModule } from './passwords/module';
import { tenantsModule } from './tenants/module';
import { rolesModule } from './roles/module';
import { vendorModule } from './vendor/module';
import { mfaStoreModule } from './mfa-store/module';
import { invitesModule } from './invites/module';
import { ssoModule } from './sso/module';
import { profileModule } from './profile/module';
import { teamModule } from './team/module';
import { sessionsModule } from './sessions/module';
import { groupsModule } from './groups/module';
import { applicationsModule } from './applications/module';
import { apiTokensModule } from './api-tokens/module';
import { securityCenterModule } from './security-center/module';
import { impersonationModule } from './impersonation/module';
import { sessionPolicyModule } from './session-policy/module';
import { restrictionsModule } from './restrictions/module';
import { subTenantsModule } from './sub-tenants/module';
import { webauthnModule } from './webauthn/module';
import { stepUpModule } from './step-up/module';
import { socialModule } from './social/module';
import { passwordlessModule } from './passwordless/module';
import { phoneNumbersModule } from './phone-numbers/module';
import { accountModule } from './account/module';
import { billingModule } from './billing/module';
import { directoryModule } from './directory/module';
import { entitlementsModule } from './entitlements/module';
import { auditModule } from './audit/module';
import { metadataModule } from './metadata/module';
import { notificationsModule } from './notifications/module';
import { reportsModule } from './reports/module';
import { eventsModule } from './events/module';
import { webhooksModule } from './webhooks/module';
import { integrationsModule } from './integrations/module';
import { oauthModule } from './oauth/module';
import { hostedModule } from './hosted/module';
import { mailboxModule } from './mailbox/module';
import { authStrategiesModule } from './auth-strategies/module';

/** Every module of the server, composed by app.ts (README.md shows the map). */
export const MODULES: readonly ServerModule[] = [
  identityModule,
  authModule,
  usersModule,
  passwordsModule,
  tenantsModule,
  rolesModule,
  vendorModule,
  mfaStoreModule,
  invitesModule,
  ssoModule,
  profileModule,
  teamModule,
  sessionsModule,
  groupsModule,
  applicationsModule,
  apiTokensModule,
  securityCenterModule,
  impersonationModule,
  sessionPolicyModule,
  restrictionsModule,
  subTenantsModule,
  webauthnModule,
  stepUpModule,
  socialModule,
  passwordlessModule,
  phoneNumbersModule,
  accountModule,
  billingModule,
  directoryModule,
  entitlementsModule,
  auditModule,
  metadataModule,
  notificationsModule,
  reportsModule,
  eventsModule,
  webhooksModule,
  integrationsModule,
  oauthModule,
  hostedModule,
  mailboxModule,
  authStrategiesModule,
];
