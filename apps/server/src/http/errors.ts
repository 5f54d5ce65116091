/** Server-side messages, worded once here. Client-facing catalogue messages come from the spec. */
export const MSG = {
  invalidCredentials: 'Invalid email or password',
  userLocked: 'User is locked due to too many failed login attempts. Try again later or reset your password',
  notActivated: 'User is not activated',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  tooLarge: 'Error request is too large',
  badJson: 'Request body is not valid JSON',
  tooDeep: 'Request body is nested too deeply',
  invalidId: 'Invalid identifier',
  internal: "We're facing some difficulties, Please try again",
  csrf: 'Missing or invalid CSRF protection (send the x-portico-source or frontegg-source header from an allowed origin)',
  refreshInvalid: 'Session expired, please log in again',
  signupsDisabled: 'Sign up is disabled',
  invalidToken: 'Invalid or expired token',
  invitationInvalid: "We couldn't verify your invitation",
  passwordReused: 'Password was used recently, please choose another one',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  wrongPassword: 'Current password is incorrect',
  passwordBreached: 'This password has appeared in a data breach. Choose a different one.',
  tenantNotFound: 'Tenant not found',
  userExists: 'User already exists',
  alreadyActivated: 'User is already activated',
  mfaInvalidCode: 'Invalid MFA code',
  mfaTokenInvalid: 'Invalid or expired MFA token',
  mfaNotEnrolled: 'MFA is not enrolled',
  mfaAlreadyEnrolled: 'MFA is already enrolled',
  mfaTooManyAttempts: 'Too many failed verification attempts. Sign in again later',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json)',
  nulCharacter: 'Text must not contain U+0000',
  dbUnavailable: 'The database is unavailable right now, please try again shortly',
} as const;

/** The one server error: stable code, HTTP status and the messages put in `{ errors: [...] }`. */
export class ApiError extends Error {
  readonly kind = 'ApiError' as const;
  /** Seconds a refused caller should wait before trying again, sent as `Retry-After` (429 answers). */
  readonly retryAfter: number | undefined;
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors: string[],
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(errors.join(', '), options);
    this.retryAfter = options?.retryAfter;
  }
}

/** Guard that survives duplicated module copies. */
export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'ApiError';

export const badRequest = (...errors: string[]) => new ApiError(400, 'BAD_REQUEST', errors);
export const unauthorized = (message: string = MSG.unauthorized, code = 'UNAUTHORIZED') => new ApiError(401, code, [message]);
export const forbidden = (message: string = MSG.forbidden) => new ApiError(403, 'FORBIDDEN', [message]);
export const notFound = (message: string = MSG.notFound) => new ApiError(404, 'NOT_FOUND', [message]);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', [message]);
