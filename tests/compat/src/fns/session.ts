import { ContextHolder } from '@frontegg/rest-api';
import type { Ctx, Fn } from '../harness';
import { all, has, list, listAt, notInSpec, priv, spec, text } from '../harness';
import { LOGIN, TENANT, USER } from './shapes';

// A new visitor: the login box loads, signs up, activates, signs in, reads the profile and tenants, refreshes.
const NEW = { email: 'newcomer@fe-compat.test', password: 'Newcomer-pass-1', name: 'New Comer', companyName: 'Newco' };
const NEW2 = { email: 'second@fe-compat.test', password: 'Second-pass-1', name: 'Second', companyName: 'Secondco' };
const a = (x: Ctx) => x.api.auth;
const token = (x: Ctx) => ContextHolder.for(x.appName).getAccessToken();
const userOf = (r: unknown) => (r as { user: unknown }).user;
const v3 = all(has('user', 'tenants', 'activeTenant'), (r, x) => has(...LOGIN)(userOf(r), x), listAt('tenants', TENANT, 1));

export const publicCalls: Fn[] = [
  spec('featureFlags.loadFeatureFlags', (x) => x.api.featureFlags.loadFeatureFlags(), has()),
  spec('auth.getVendorConfig', (x) => a(x).getVendorConfig(), has('allowSignups', 'allowNotVerifiedUsersLogin', 'apiTokensEnabled', 'forcePermissions', 'authStrategy', 'machineToMachineAuthStrategy')),
  spec('vendor.getVendorPublicInfo', (x) => x.api.vendor.getVendorPublicInfo(), has('name', 'whiteLabelMode')),
  spec('auth.getVendorPublicAuthStrategiesConfig', (x) => a(x).getVendorPublicAuthStrategiesConfig(), all(listAt('mainAuthStrategies', ['strategy'], 1), listAt('secondaryAuthStrategies', ['strategy', 'isActive']))),
  spec('securityPolicy.getCaptchaPolicy', (x) => x.api.securityPolicy.getCaptchaPolicy()),
  spec('auth.getSocialLoginProviders', (x) => a(x).getSocialLoginProviders(), list(['type', 'active'])),
  spec('auth.getSocialLoginProvidersV2', (x) => a(x).getSocialLoginProvidersV2(), list(['type', 'active'])),
  spec('auth.getCustomSocialLoginProvidersV1', (x) => a(x).getCustomSocialLoginProvidersV1(), listAt('providers')),
  spec('accountSettings.getPublicSettings', (x) => x.api.accountSettings.getPublicSettings(), has()),
  spec('auth.getSSOPublicConfiguration', (x) => a(x).getSSOPublicConfiguration(), has('isActive')),
  // No SSO for this address: the client's pre-login turns the refusal into null, the v2 pre-login answers no address.
  spec('auth.preLogin', async (x) => { if (await a(x).preLogin({ email: NEW.email })) throw new Error('expected no SSO address'); }),
  spec('auth.preLoginV2', (x) => a(x).preLoginV2({ email: NEW.email }), has()),
  spec('securityPolicy.getPasswordConfigPolicy', (x) => x.api.securityPolicy.getPasswordConfigPolicy(), has()),
];

export const signUpAndActivate: Fn[] = [
  spec('auth.signUpUser', async (x) => {
    const r = await a(x).signUpUser(NEW);
    x.kept.newUserId = r.userId;
    return r;
  }, has('shouldActivate', 'userId', 'tenantId')),
  spec('auth.resendActivationEmail', (x) => a(x).resendActivationEmail({ email: NEW.email })),
  spec('auth.getActivateAccountStrategy', async (x) => a(x).getActivateAccountStrategy(await x.mailedLink(NEW.email)), has('shouldSetPassword')),
  // The activation link proves the address, so the password is chosen there (a sign-up's earlier one is voided then).
  spec('auth.activateAccount', async (x) => a(x).activateAccount({ ...(await x.mailedLink(NEW.email)), password: NEW.password })),
  spec('auth.signUp', async (x) => {
    const r = await priv<{ signUp(url: string, b: typeof NEW2): Promise<{ shouldActivate: boolean }> }>(a(x)).signUp('/identity/resources/users/v1/signUp', NEW2);
    x.kept.second = r;
    return r;
  }, has('shouldActivate')),
  spec('auth.activateAccountV2', async (x) => a(x).activateAccountV2({ ...(await x.mailedLink(NEW2.email)), password: NEW2.password }), v3),
];

export const signedIn: Fn[] = [
  spec('auth.login', (x) => a(x).login({ email: NEW.email, password: NEW.password }), has(...LOGIN)),
  spec('auth.loginv2', (x) => a(x).loginv2({ email: NEW.email, password: NEW.password }), v3),
  spec('auth.getPublicAuthStrategiesConfigForAuthenticatedUser', (x) => a(x).getPublicAuthStrategiesConfigForAuthenticatedUser(), all(listAt('mainAuthStrategies', ['strategy'], 1), listAt('secondaryAuthStrategies', ['strategy', 'isActive']))),
  spec('auth.getMeV2', (x) => a(x).getMeV2(), has(...USER)),
  spec('teams.getProfile', (x) => x.api.teams.getProfile(), has(...USER)),
  spec('auth.getUserAuthorization', (x) => a(x).getUserAuthorization(), has('roles', 'permissions')),
  spec('entitlements.loadEntitlementsV2', (x) => x.api.entitlements.loadEntitlementsV2(), has('features', 'permissions')),
  spec('auth.noThrowLoadEntitlements', (x) => priv<{ noThrowLoadEntitlements(): Promise<unknown> }>(a(x)).noThrowLoadEntitlements(), has('features', 'permissions')),
  spec('auth.getMeAndEntitlements', (x) => a(x).getMeAndEntitlements(), has(...USER)),
  spec('users.getCurrentUserTenantsV3', (x) => x.api.users.getCurrentUserTenantsV3(), all(listAt('tenants', TENANT, 1), has('activeTenant'))),
  spec('users.getCurrentUserTenantsV1', (x) => x.api.users.getCurrentUserTenantsV1(), all(listAt('tenants', TENANT, 1), has('activeTenant'))),
  spec('tenants.getTenants', (x) => x.api.tenants.getTenants(), list(TENANT, 1)),
  spec('auth.refreshToken', (x) => a(x).refreshToken(), has(...LOGIN)),
  spec('auth.refreshTokenV2', (x) => a(x).refreshTokenV2(), all(has('user', 'tenants'), (r, x) => has(...LOGIN)(userOf(r), x))),
  spec('auth.refreshTokenV3', (x) => a(x).refreshTokenV3(), v3),
  spec('auth.generateLoginResponse', (x) => a(x).generateLoginResponse({ accessToken: token(x), expiresIn: 600 } as never), has(...LOGIN)),
  spec('auth.generateLoginResponseV2', (x) => a(x).generateLoginResponseV2({ accessToken: token(x) } as never), has('user', 'tenants')),
  spec('auth.generateLoginResponseV3', (x) => a(x).generateLoginResponseV3({ accessToken: token(x), expiresIn: 600 } as never), v3),
  spec('teams.updateProfile', (x) => x.api.teams.updateProfile({ name: 'New Comer Jr', phoneNumber: '+15551230000' } as never), has(...USER)),
  spec('users.updateUserProfileV2', (x) => x.api.users.updateUserProfileV2({ name: 'New Comer' }), has(...USER)),
  spec('teams.updateProfileImage', async (x) => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.from('iVBORw0KGgo=', 'base64')], { type: 'image/png' }), 'me.png');
    return x.api.teams.updateProfileImage(form);
  }, text),
  spec('auth.loadPasswordConfig', (x) => a(x).loadPasswordConfig({ userId: x.kept.newUserId as string }), has()),
  spec('teams.changePassword', async (x) => {
    await x.api.teams.changePassword({ password: NEW.password, newPassword: 'Newcomer-pass-2' });
    NEW.password = 'Newcomer-pass-2';
  }),
  spec('auth.getCurrentUserSessions', (x) => x.api.auth.getCurrentUserSessions(), list(['id', 'userAgent', 'ipAddress', 'createdAt', 'current'], 1)),
  spec('auth.getCurrentUserSession', (x) => x.api.auth.getCurrentUserSession(), has('id', 'userAgent', 'ipAddress', 'createdAt', 'current')),
  spec('auth.deleteSessionForUser', async (x) => {
    // Another browser's session of the same user, ended from this one.
    const sessions = await x.api.auth.getCurrentUserSessions();
    const other = sessions.find((s) => !s.current);
    if (!other) throw new Error('no other session to end');
    return x.api.auth.deleteSessionForUser(other.id);
  }),
];

export const passwordReset: Fn[] = [
  spec('auth.forgotPassword', (x) => a(x).forgotPassword({ email: NEW.email })),
  spec('auth.resetPassword', async (x) => {
    const { userId, token } = await x.mailedLink(NEW.email);
    await a(x).resetPassword({ userId, token, password: 'Newcomer-pass-3' });
    NEW.password = 'Newcomer-pass-3';
  }),
  notInSpec('auth.validateResetPasswordToken', 'reset-token pre-validation is not in the spec'),
  notInSpec('auth.resetPasswordViaEmail', 'password recovery v2 (e-mail/SMS strategies) is not in the spec'),
  notInSpec('auth.resetPasswordViaSms', 'password recovery v2 (e-mail/SMS strategies) is not in the spec'),
  notInSpec('auth.verifyPasswordViaSms', 'password recovery v2 (e-mail/SMS strategies) is not in the spec'),
  notInSpec('auth.getPasswordRecoveryStrategies', 'password recovery v2 (e-mail/SMS strategies) is not in the spec'),
];

// Ending the session comes last, on its own sign-in.
export const signOut: Fn[] = [
  spec('auth.logout', async (x) => {
    await x.signIn(NEW.email, NEW.password);
    await a(x).logout();
    if (x.browser.cookies.has('portico_refresh')) throw new Error('the refresh cookie survived logout');
  }),
  // An embedded sign-in has no ID token to hint with, so no return address: Portico sends one back only to an address
  // registered for the client the hint names (no open redirect). The source header proves the app asked.
  spec('auth.OAuthLogout', async (x) => {
    await x.signIn(NEW.email, NEW.password);
    const r = await a(x).OAuthLogout({});
    if (x.browser.cookies.has('portico_refresh')) throw new Error('the refresh cookie survived the logout');
    return r;
  }),
];

export { NEW, NEW2 };
