/** Stable codes of session failures. */
export type SessionErrorCode =
  | 'no_transaction'
  | 'state_mismatch'
  | 'issuer_mismatch'
  | 'authorization_error'
  | 'invalid_id_token'
  | 'token_exchange_failed'
  | 'refresh_failed'
  | 'no_token'
  | 'redirect_loop';

/** User-facing texts of session failures, in one place. */
export const SESSION_MESSAGES = {
  no_transaction: 'No sign-in is in progress in this tab, or it expired. Please sign in again.',
  state_mismatch: 'The sign-in response does not match the sign-in request. Please sign in again.',
  issuer_mismatch: 'The sign-in response came from an unexpected authorization server. Please sign in again.',
  authorization_error: 'The sign-in was refused by the authorization server.',
  invalid_id_token: 'The sign-in answer carried an invalid ID token. Please sign in again.',
  token_exchange_failed: 'The sign-in could not be completed. Please sign in again.',
  // Worded as the spec's error catalogue words it (api-calls-and-errors §8).
  refresh_failed: "couldn't refresh user token with oauth service",
  no_token: 'The server answered without an access token',
  redirect_loop: 'Sign-in keeps returning here without completing; stopped to avoid a redirect loop. Please try again.',
} as const satisfies Record<SessionErrorCode, string>;

const KIND = 'portico-session-error';

/** A session failure with a stable `code`; check with {@link isSessionError} (works across duplicated bundles). */
export class SessionError extends Error {
  readonly kind = KIND;
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, options: { detail?: string; cause?: unknown } = {}) {
    super(options.detail ? `${SESSION_MESSAGES[code]} (${options.detail})` : SESSION_MESSAGES[code], { cause: options.cause });
    this.name = 'SessionError';
    this.code = code;
  }
}

/** True for any {@link SessionError}, even from another copy of this package. */
export function isSessionError(value: unknown): value is SessionError {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === KIND;
}
