// Every auth call (api-calls-and-errors.md §7.1), gathered from its sub-area files.
export { login, logout, refreshToken, stepUpGenerate } from './login';
export { samlPreLogin, samlPostLogin, oidcPostLogin, ssoPreLogin, socialPostLogin, socialPreLogin } from './sso';
export { passwordlessPreLogin, passwordlessPostLogin, webAuthnPreLogin, webAuthnPostLogin } from './passwordless';
export {
  mfaVerify,
  mfaRecover,
  loginMfaAuthenticatorEnroll,
  loginMfaAuthenticatorEnrollVerify,
  loginMfaAuthenticatorVerify,
  loginMfaSmsEnroll,
  loginMfaSmsEnrollVerify,
  loginMfaSmsPreVerify,
  loginMfaSmsVerify,
  loginMfaWebAuthnEnroll,
  loginMfaWebAuthnEnrollVerify,
  loginMfaWebAuthnPreVerify,
  loginMfaWebAuthnVerify,
  loginMfaEmailCodePreVerify,
  loginMfaEmailCodeVerify,
} from './login-mfa';
export { oauthToken, oauthSilent, oauthLogout } from './oauth';
export { getFeatureFlags } from './flags';
