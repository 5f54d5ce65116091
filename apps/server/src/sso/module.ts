import type { ServerModule } from '../kernel/module';
import { ssoLoginRoutes } from './login-routes';
import { ssoPublicRoutes, ssoRoutes } from './routes';
import { ssoEnabled } from './repo';
import { ssoMemberSources } from './member-source';
import { migrations } from './migrations';

/** The sso module (app.ts composes it through src/modules.ts). */
export const ssoModule: ServerModule = {
  name: 'sso',
  owns: 'SAML SSO: configurations, domains, role and group mappings, SSO login',
  mounts: [
    { prefix: '/team/resources', routes: ssoPublicRoutes },
    { prefix: '/team/resources', routes: ssoRoutes },
    // SSO pre-login and post-login, under the identity service's paths.
    { prefix: '/identity/resources', routes: ssoLoginRoutes },
  ],
  security: { sso: ssoEnabled },
  memberSources: ssoMemberSources,
  migrations,
};
