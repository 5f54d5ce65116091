import type { UserEntitlementsState } from '@portico/entitlements';
import type { ApiClient } from '@portico/rest-api';
import {
  getFeatureFlags,
  login,
  loginMfaAuthenticatorEnroll,
  loginMfaAuthenticatorEnrollVerify,
  loginMfaEmailCodePreVerify,
  loginMfaEmailCodeVerify,
  logout,
  mfaRecover,
  mfaVerify,
  passwordlessPostLogin,
  passwordlessPreLogin,
  refreshToken,
  socialPostLogin,
  socialPreLogin,
  ssoPreLogin,
  samlPostLogin,
  oidcPostLogin,
  stepUpGenerate,
} from '@portico/rest-api/auth';
import { getMfaStrategies, getPublicAuthStrategies } from '@portico/rest-api/configurations';
import { getUserEntitlements } from '@portico/rest-api/entitlements';
import { getSocialLoginProvidersV2 } from '@portico/rest-api/sso';
import { endImpersonation, impersonate } from '@portico/rest-api/roles';
import {
  acceptInvitation,
  activateAccount,
  forgotPassword,
  getActivationStrategy,
  getMe,
  getMyAuthorization,
  getMyTenantsV3,
  mfaAuthenticatorEnroll,
  mfaAuthenticatorEnrollVerify,
  mfaDisable,
  resetPassword,
  signUp,
  switchTenant,
} from '@portico/rest-api/users';
import { toLoginResponse, toProfile, toTenant } from './map';
import { passkeyRestCalls } from '../passkeys/rest';
import { webAuthnMfaRestCalls } from '../mfa-webauthn/rest';
import { restPhoneCalls } from './phone';
import { restSmsMfaCalls } from './sms-mfa';
import type { MfaStrategy, PorticoApi } from './types';
import { FLAGS_REUSE_MS } from '../constants';
import { shareRecent } from '../shared/share-recent';

/**
 * The {@link PorticoApi} over HTTP, built from the `@portico/rest-api` domain calls (headers, tenant scoping and
 * the error catalogue come from the client). Answers are mapped to the port's shapes; tokens never reach a profile.
 * @example const api = createRestApi(createApiClient({ baseUrl, credentials: 'include', getToken }));
 */
export function createRestApi(client: ApiClient): PorticoApi {
  const readFlags = shareRecent(async () => {
    const flags = await getFeatureFlags(client);
    return Object.fromEntries(Object.entries(flags ?? {}).map(([key, value]) => [key, value === 'on']));
  }, FLAGS_REUSE_MS);
  return {
    getAuthStrategy: async () => {
      const config = await getPublicAuthStrategies(client);
      return config.mainAuthStrategy ?? config.strategies.find((s) => s.isActive)?.strategy ?? 'EmailAndPassword';
    },
    // A failed SSO pre-login falls back to the policy's strategy (product-spec §4), so failures read as "no SSO".
    ssoPreLogin: async (body) => {
      try {
        const answer = await ssoPreLogin(client, body);
        return answer?.address ? { address: answer.address, ...(answer.idpType ? { idpType: answer.idpType } : {}) } : null;
      } catch {
        return null;
      }
    },
    passwordlessPreLogin: async (type, body) => void (await passwordlessPreLogin(client, type, body)),
    passwordlessPostLogin: async (type, body) => toLoginResponse(await passwordlessPostLogin(client, type, body)),
    login: async (body) => toLoginResponse(await login(client, body)),
    samlPostLogin: async (body) => toLoginResponse(await samlPostLogin(client, body)),
    oidcPostLogin: async (body) => toLoginResponse(await oidcPostLogin(client, body)),
    logout: () => logout(client),
    // No GET me here: the session loads the profile alongside authorization and entitlements (one round trip fewer).
    refreshToken: async (body) => toLoginResponse(await refreshToken(client, body, { withUser: false })),
    verifyMfa: async (body) => toLoginResponse(await mfaVerify(client, body)),
    recoverMfa: async ({ mfaToken, email, recoveryCode }) => toLoginResponse(await mfaRecover(client, { email, recoveryCode, ...(mfaToken ? { mfaToken } : {}) })),
    enrollLoginAuthenticator: async (body) => ({ qrCodeUri: (await loginMfaAuthenticatorEnroll(client, body)).qrCode }),
    verifyLoginAuthenticator: async ({ mfaToken, value }) =>
      toLoginResponse(await loginMfaAuthenticatorEnrollVerify(client, { mfaToken, token: value })),
    sendLoginEmailCode: async (body) => ({ otcToken: (await loginMfaEmailCodePreVerify(client, body)).otcToken }),
    verifyLoginEmailCode: async ({ mfaToken, value, otcToken, rememberDevice }) =>
      toLoginResponse(
        await loginMfaEmailCodeVerify(client, { mfaToken, code: value, otcToken: otcToken ?? '', ...(rememberDevice ? { rememberDevice } : {}) }),
      ),
    generateStepUp: async (body) => {
      const answer = toLoginResponse(await stepUpGenerate(client, body));
      if (answer.accessToken) return { user: answer };
      return {
        ...(answer.mfaToken ? { mfaToken: answer.mfaToken } : {}),
        ...(answer.mfaDevices ? { mfaDevices: answer.mfaDevices } : {}),
        ...(answer.mfaStrategies ? { mfaStrategies: answer.mfaStrategies } : {}),
      };
    },
    getSocialProviders: async () =>
      (await getSocialLoginProvidersV2(client)).map((p) => ({ type: p.type, active: p.active, ...(p.clientId ? { clientId: p.clientId } : {}),
        ...(p.redirectUrl ? { redirectUrl: p.redirectUrl } : {}), ...(p.authorizationUrl ? { authorizationUrl: p.authorizationUrl } : {}) })),
    socialPreLogin: (provider, body) => socialPreLogin(client, provider, body),
    socialPostLogin: async (provider, query) => {
      const a = await socialPostLogin(client, provider, query);
      const who = { ...(a.email ? { email: a.email } : {}), ...(a.userId ? { userId: a.userId } : {}), ...(a.name ? { name: a.name } : {}) };
      // The answer carries the login's tokens (or its MFA demand) beside the social login result.
      return { ...toLoginResponse(a as Parameters<typeof toLoginResponse>[0]), ...who, ...(a.tenantId ? { tenantId: a.tenantId } : {}), isNewUser: a.isNewUser === true };
    },
    getProfile: async () => toProfile(await getMe(client)),
    getAuthorization: async () => {
      const { roles, permissions } = await getMyAuthorization(client);
      return { roles: roles.map((r) => ({ ...r })), permissions: permissions.map((p) => ({ ...p })) };
    },
    getTenants: async () => (await getMyTenantsV3(client)).tenants.map(toTenant),
    switchTenant: (body) => switchTenant(client, body),
    // The host's read and the sign-in's (one page load) share one request; each caller gets its own copy.
    getFlags: async () => ({ ...(await readFlags()) }),
    getEntitlements: async () => {
      const e = await getUserEntitlements(client);
      // The wire type keeps `op` open (string); @portico/entitlements evaluates the operators it knows.
      const rules = e as unknown as Pick<UserEntitlementsState, 'flags' | 'plans'>;
      return { features: e.features, permissions: e.permissions, ...(rules.flags ? { flags: rules.flags } : {}), ...(rules.plans ? { plans: rules.plans } : {}) };
    },
    signUp: async (body) => {
      const answer = await signUp(client, body);
      return {
        shouldActivate: answer.shouldActivate,
        ...(answer.userId ? { userId: answer.userId } : {}),
        ...(answer.tenantId ? { tenantId: answer.tenantId } : {}),
        ...(answer.authResponse ? { authResponse: toLoginResponse(answer.authResponse) } : {}),
      };
    },
    getActivationStrategy: (query) => getActivationStrategy(client, query),
    activate: async (body) => toLoginResponse(await activateAccount(client, body)),
    acceptInvitation: (body) => acceptInvitation(client, body),
    forgotPassword: (body) => forgotPassword(client, body),
    resetPassword: (body) => resetPassword(client, body),
    getActiveMfaStrategies: async () => (await getMfaStrategies(client)).strategies.filter((s) => s.isActive).map((s) => s.strategy as MfaStrategy),
    enrollAuthenticator: async () => ({ qrCodeUri: (await mfaAuthenticatorEnroll(client)).qrCode }),
    verifyAuthenticator: async ({ value }) => mfaAuthenticatorEnrollVerify(client, { token: value }),
    disableMfa: ({ value }) => mfaDisable(client, { token: value }),
    // The server's token answer is not for the port: the session reload picks the new session up from the cookie.
    impersonate: async (body) => void (await impersonate(client, body)),
    endImpersonation: async () => void (await endImpersonation(client)),
    ...passkeyRestCalls(client),
    ...webAuthnMfaRestCalls(client),
    ...restPhoneCalls(client),
    ...restSmsMfaCalls(client),
  };
}
