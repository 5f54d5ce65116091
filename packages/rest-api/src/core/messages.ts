// Separate constants so a single call's bundle carries only the messages its request path can raise.
/** §8: HTTP 413. */
export const MSG_REQUEST_TOO_LARGE = 'Error request is too large';
/** §8: a body that is not JSON, and the default user message. */
export const MSG_DIFFICULTIES = "We're facing some difficulties, Please try again";
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
  invalidToken: 'Invalid token specified',
  illegalBase64Url: 'Illegal base64url string!',
  noChanges: MSG_NO_CHANGES,
  metadataNotFound: MSG_METADATA_NOT_FOUND,
  ipMetadataNotFound: MSG_IP_METADATA_NOT_FOUND,
  unknown: 'Unknown error occurred',
  refreshFailed: "couldn't refresh user token with oauth service",
  assignmentFailed: 'Assignment action failed. Try again or contact support.',
  invitationUnverified: "We couldn't verify your invitation",
  socialLoginFailed: 'Failed to authenticate',
  outputFileNameRequired: MSG_OUTPUT_FILE_NAME,
  redirectOutsideBrowser: MSG_REDIRECT_OUTSIDE_BROWSER,
} as const;

/** `Error {status} - {statusText}`, the fallback message of a non-OK response. */
export const statusMessage = (status: number, statusText: string): string => `Error ${status} - ${statusText}`;
