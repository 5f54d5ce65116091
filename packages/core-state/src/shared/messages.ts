import { MSG_DIFFICULTIES, MSG_INVITATION_UNVERIFIED, MSG_REFRESH_FAILED, MSG_SOCIAL_LOGIN_FAILED, MSG_UNKNOWN } from '@portico/rest-api';

// Single constants beside the catalogue (no member reads of rest-api's MESSAGES, which a bundler must keep): a module
// that needs one message (the sign-in gate's path) bundles only it.
/** The login answered without a token. */
export const MSG_NO_LOGIN_ANSWER = 'The server answered the login without a token';
export { MSG_DIFFICULTIES };

/** User-facing messages of core-state, worded as the spec's error catalogue words them, in one place. */
export const CORE_MESSAGES = {
  difficulties: MSG_DIFFICULTIES,
  unknown: MSG_UNKNOWN,
  invitationUnverified: MSG_INVITATION_UNVERIFIED,
  refreshFailed: MSG_REFRESH_FAILED,
  socialLoginFailed: MSG_SOCIAL_LOGIN_FAILED,
  /** Server text of the step-up error that leads to the no-MFA step (api-calls-and-errors §8). */
  mfaNotEnrolled: 'MFA is not enrolled',
  invitationMissing: 'The invitation link is missing its token or user id',
  activationMissing: 'The activation link is missing its token or user id',
  resetMissing: 'The reset link is missing its token or user id',
  noLoginAnswer: MSG_NO_LOGIN_ANSWER,
  redirectRefused: 'Refused redirectUrl',
} as const;
