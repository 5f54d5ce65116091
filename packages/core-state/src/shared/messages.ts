import { MESSAGES } from '@portico/rest-api';

/** User-facing messages of core-state, worded as the spec's error catalogue words them, in one place. */
export const CORE_MESSAGES = {
  difficulties: MESSAGES.difficulties,
  unknown: MESSAGES.unknown,
  invitationUnverified: MESSAGES.invitationUnverified,
  refreshFailed: MESSAGES.refreshFailed,
  socialLoginFailed: MESSAGES.socialLoginFailed,
  /** Server text of the step-up error that leads to the no-MFA step (api-calls-and-errors §8). */
  mfaNotEnrolled: 'MFA is not enrolled',
  invitationMissing: 'The invitation link is missing its token or user id',
  activationMissing: 'The activation link is missing its token or user id',
  resetMissing: 'The reset link is missing its token or user id',
  noLoginAnswer: 'The server answered the login without a token',
  redirectRefused: 'Refused redirectUrl',
  
} as const;
