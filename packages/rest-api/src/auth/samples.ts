import type * as T from './types';

// Valid sample payloads, shared by the catalogue and schema tests (each must pass its schema).

const assertion = {
  id: 'cred-1',
  rawId: 'Y3JlZC0x',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'AAAA', signature: 'MEUCIQ', userHandle: 'dS0x' },
};
const registration = {
  id: 'cred-2',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['usb'] },
};

export const AUTH_SAMPLES = {
  login: { email: 'ada@example.com', password: 'correct horse', recaptchaToken: 'rc', invitationToken: 'inv-1' } satisfies T.LoginRequest,
  refreshToken: { tenantId: 't-2' } satisfies T.RefreshTokenRequest,
  mfaVerify: { mfaToken: 'mfa-1', value: '123456', rememberDevice: true } satisfies T.MfaVerifyRequest,
  mfaRecover: { email: 'ada@example.com', recoveryCode: 'RC-1234' } satisfies T.MfaRecoverRequest,
  ssoPreLogin: { email: 'ada@example.com', tenantId: 't-1' } satisfies T.SsoPreLoginRequest,
  samlPostLogin: { SAMLResponse: 'PHNhbWw+', RelayState: 'relay' } satisfies T.SamlPostLoginRequest,
  oidcPostLogin: { code: 'c-1', redirectUri: 'https://app.example.com/account/oidc/callback', state: 's' } satisfies T.OidcPostLoginRequest,
  socialQuery: {
    code: 'c-1',
    redirectUri: 'https://app.example.com/account/social/success',
    code_verifier: 'v'.repeat(43),
    state: 'st',
  } satisfies T.SocialPostLoginQuery,
  socialBody: { metadata: '{"source":"ad"}', invitationToken: 'inv-1' } satisfies T.SocialPostLoginBody,
  passwordlessPreLogin: { email: 'ada@example.com', recaptchaToken: 'rc' } satisfies T.PasswordlessPreLoginRequest,
  passwordlessPostLogin: { token: 'link-token' } satisfies T.PasswordlessPostLoginRequest,
  webAuthnPreLogin: { email: 'ada@example.com' } satisfies T.WebAuthnPreLoginRequest,
  webAuthnPostLogin: { ...assertion, invitationToken: 'inv-1' } satisfies T.WebAuthnPostLoginRequest,
  stepUpGenerate: { maxAge: 300 } satisfies T.StepUpGenerateRequest,
  pendingMfa: { mfaToken: 'mfa-1' } satisfies T.PendingMfaRequest,
  authenticatorEnrollVerify: { mfaToken: 'mfa-1', token: '123456' } satisfies T.LoginMfaAuthenticatorEnrollVerifyRequest,
  authenticatorVerify: { mfaToken: 'mfa-1', value: '123456', rememberDevice: false } satisfies T.LoginMfaAuthenticatorVerifyRequest,
  smsEnroll: { mfaToken: 'mfa-1', phoneNumber: '+15551234567' } satisfies T.LoginMfaSmsEnrollRequest,
  codeVerify: { mfaToken: 'mfa-1', otcToken: 'otc-1', code: '654321' } satisfies T.LoginMfaCodeVerifyRequest,
  webAuthnEnrollVerify: {
    mfaToken: 'mfa-1',
    webauthnToken: 'wa-1',
    deviceType: 'CrossPlatform',
    options: registration,
  } satisfies T.LoginMfaWebAuthnEnrollVerifyRequest,
  webAuthnVerify: { mfaToken: 'mfa-1', webauthnToken: 'wa-1', options: assertion } satisfies T.LoginMfaWebAuthnVerifyRequest,
  oauthCode: {
    grant_type: 'authorization_code',
    code: 'code-1',
    redirect_uri: 'https://app.example.com/oauth/callback',
    code_verifier: 'A'.repeat(43),
  } satisfies T.OAuthTokenRequest,
  oauthRefresh: { grant_type: 'refresh_token' } satisfies T.OAuthTokenRequest,
  oauthSilent: { tenantId: 't-1' } satisfies T.OAuthSilentRequest,
  oauthLogout: { post_logout_redirect_uri: 'https://app.example.com/account/logout' } satisfies T.OAuthLogoutQuery,
};
