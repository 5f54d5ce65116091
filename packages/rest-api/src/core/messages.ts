// Separate constants so a single call's bundle carries only the messages its request path can raise.
/** §8: HTTP 413. */
export const MSG_REQUEST_TOO_LARGE = 'Error request is too large';
/** §8: a body that is not JSON, and the default user message. */
export const MSG_DIFFICULTIES = "We're facing some difficulties, Please try again";
/** §8: a token that cannot be decoded. */
export const MSG_INVALID_TOKEN = 'Invalid token specified';
/** §8: a malformed base64url string. */
export const MSG_ILLEGAL_BASE64URL = 'Illegal base64url string!';
/** §8: any failure without a better message. */
export const MSG_UNKNOWN = 'Unknown error occurred';
/** §8: the refresh grant failed. */
export const MSG_REFRESH_FAILED = "couldn't refresh user token with oauth service";
/** §8: an invitation that cannot be verified. */
export const MSG_INVITATION_UNVERIFIED = "We couldn't verify your invitation";
/** §8: a social login that failed. */
export const MSG_SOCIAL_LOGIN_FAILED = 'Failed to authenticate';
/** A blob call without a file name. */
export const MSG_OUTPUT_FILE_NAME = 'A blob response needs an outputFileName';
/** A 302 with nowhere to go. */
export const MSG_REDIRECT_OUTSIDE_BROWSER = 'Redirect asked outside a browser: set onRedirect';

/** §8: metadata missing. */
export const MSG_METADATA_NOT_FOUND = 'metadata not found';
/** §8: IP metadata missing. */
export const MSG_IP_METADATA_NOT_FOUND = 'ip metadata not found';
/** §8: an empty admin-box update. */
export const MSG_NO_CHANGES = 'No changes to update';

/** Messages of the error catalogue (api-calls-and-errors.md §8), worded exactly as the spec words them. */
export const MESSAGES = {
  requestTooLarge: MSG_REQUEST_TOO_LARGE,
  difficulties: MSG_DIFFICULTIES,
  invalidToken: MSG_INVALID_TOKEN,
  illegalBase64Url: MSG_ILLEGAL_BASE64URL,
  noChanges: MSG_NO_CHANGES,
  metadataNotFound: MSG_METADATA_NOT_FOUND,
  ipMetadataNotFound: MSG_IP_METADATA_NOT_FOUND,
  unknown: MSG_UNKNOWN,
  refreshFailed: MSG_REFRESH_FAILED,
  assignmentFailed: 'Assignment action failed. Try again or contact support.',
  invitationUnverified: MSG_INVITATION_UNVERIFIED,
  socialLoginFailed: MSG_SOCIAL_LOGIN_FAILED,
  outputFileNameRequired: MSG_OUTPUT_FILE_NAME,
  redirectOutsideBrowser: MSG_REDIRECT_OUTSIDE_BROWSER,
} as const;

/** `Error {status} - {statusText}`, the fallback message of a non-OK response. */
export const statusMessage = (status: number, statusText: string): string => `Error ${status} - ${statusText}`;
