/** Messages of the error catalogue (api-calls-and-errors.md §8), worded exactly as the spec words them. */
export const MESSAGES = {
  requestTooLarge: 'Error request is too large',
  difficulties: "We're facing some difficulties, Please try again",
  invalidToken: 'Invalid token specified',
  illegalBase64Url: 'Illegal base64url string!',
  noChanges: 'No changes to update',
  metadataNotFound: 'metadata not found',
  ipMetadataNotFound: 'ip metadata not found',
  unknown: 'Unknown error occurred',
  refreshFailed: "couldn't refresh user token with oauth service",
  assignmentFailed: 'Assignment action failed. Try again or contact support.',
  invitationUnverified: "We couldn't verify your invitation",
  socialLoginFailed: 'Failed to authenticate',
  outputFileNameRequired: 'A blob response needs an outputFileName',
  redirectOutsideBrowser: 'The server asked for a redirect, but there is no browser page to redirect and no redirect handler',
} as const;

/** `Error {status} - {statusText}`, the fallback message of a non-OK response. */
export const statusMessage = (status: number, statusText: string): string => `Error ${status} - ${statusText}`;
