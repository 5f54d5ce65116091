import type { Hono, Context } from 'hono';
import { getFeatureFlagsQuerySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { query } from '../http/validate';
import { servedFlags } from './flags';
import { passwordConfig } from '../passwords';
import { strategiesView } from '../auth-strategies';

/** `GET /vendors/public` and `GET /flags` (§7.1, §7.7), mounted at the prefix root. */
export function vendorPublicRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/vendors/public', (c) => c.json(deps.vendor.info));
  app.get('/flags', (c) => {
    const q = query(c, getFeatureFlagsQuerySchema);
    // The list lives in code (flags.ts), not in the vendor row: a flag turns on when its feature ships.
    const flags = servedFlags();
    const keys = q['feature-keys']?.split(',').map((k) => k.trim()).filter(Boolean);
    return c.json(keys ? Object.fromEntries(keys.map((k) => [k, flags[k] ?? 'off'])) : flags);
  });
  return app;
}

/** Public configuration reads under `/configurations/v1` (§7.4), mounted in the identity service. */
export function vendorConfigRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const cfg = () => deps.vendor.config;
  const publicConfig = () => {
    const v = cfg();
    return {
      allowSignups: v.allowSignups, allowNotVerifiedUsersLogin: v.allowNotVerifiedUsersLogin, apiTokensEnabled: v.apiTokensEnabled,
      forcePermissions: v.forcePermissions, authStrategy: v.authStrategy, machineToMachineAuthStrategy: v.machineToMachineAuthStrategy,
      cookieSameSite: v.cookieSameSite, defaultTokenExpiration: deps.config.accessTokenTtlSeconds,
      defaultRefreshTokenExpiration: deps.config.refreshTokenTtlSeconds, publicKey: JSON.stringify(deps.tokens.jwks().keys[0]),
    };
  };
  app.get('/configurations/v1/public', (c) => c.json(publicConfig()));
  // The vendor's global security policy (getGlobalSecurityPolicy): the same public settings, with the vendor as its id.
  app.get('/configurations/v1', (c) => c.json({ id: deps.vendor.id, ...publicConfig(), enforceMFAType: cfg().mfaPolicy.enforceMFAType }));
  // Shape of @portico/rest-api AuthStrategiesConfig: { strategies, mainAuthStrategy }.
  const strategies = (c: Context) => c.json(strategiesView(cfg()));
  app.get('/configurations/v1/auth/strategies/public', strategies);
  app.get('/configurations/v1/auth/strategies', strategies);
  app.get('/configurations/v1/mfa/strategies', (c) => c.json({ strategies: cfg().mfaStrategies }));
  app.get('/configurations/v1/mfa-policy', (c) => c.json({ ...cfg().mfaPolicy, allowRememberMyDevice: cfg().mfaPolicy.allowRememberMyDevice }));
  // isAllowedToRemember is the published client's name for allowRememberMyDevice: both are answered.
  app.get('/configurations/v1/mfa-policy/allow-remember-device', (c) => c.json({
    allowRememberMyDevice: cfg().mfaPolicy.allowRememberMyDevice, isAllowedToRemember: cfg().mfaPolicy.allowRememberMyDevice, mfaDeviceExpiration: cfg().mfaPolicy.mfaDeviceExpiration,
  }));
  // The vendor's default MFA policy, whatever a tenant has overridden (getVendorMfaPolicy).
  app.get('/configurations/v1/mfa-policy/vendor', (c) => c.json({ ...cfg().mfaPolicy }));
  // The password rules (getPasswordConfig): the same as users/v1/passwords/config, which sign-up and reset forms read.
  app.get('/configurations/v1/password', (c) => c.json(passwordConfig()));
  app.get('/configurations/v1/lockout-policy', (c) => c.json(cfg().lockoutPolicy));
  app.get('/configurations/v1/password-history-policy', (c) => c.json(cfg().passwordHistoryPolicy));
  // The vendor's defaults, whatever a tenant has overridden (getVendorLockoutPolicy, getVendorPasswordHistoryPolicy).
  app.get('/configurations/v1/lockout-policy/vendor', (c) => c.json(cfg().lockoutPolicy));
  app.get('/configurations/v1/password-history-policy/vendor', (c) => c.json(cfg().passwordHistoryPolicy));
  app.get('/configurations/v1/captcha-policy/public', (c) => {
    const p = cfg().captchaPolicy;
    return c.json({ enabled: p.enabled, siteKey: p.siteKey, minScore: p.minScore });
  });
  return app;
}
