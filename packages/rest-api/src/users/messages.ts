/** Messages of the local refusals of the auth and users calls (not in the spec's catalogue), in one place. */
// Separate constants so each call's bundle carries only the messages it can raise.
/** An empty, `.` or `..` path value. */
export const missingPathValue = (name: string) => `${name} is required (a non-empty value other than . and ..)`;
/** API token expiry that is not a positive number of days or null. */
export const MSG_INVALID_EXPIRY = 'expiresInDays must be a positive number of days, or null for a token that never expires';
/** A profile image that is not a base64 image data URL. */
export const MSG_INVALID_PROFILE_IMAGE = 'Not a base64 image data URL (PNG, JPEG, GIF, WebP)';

/** The users domain's local messages. */
export const USERS_MESSAGES = {
  missingPathValue,
  invalidExpiry: MSG_INVALID_EXPIRY,
  invalidProfileImage: MSG_INVALID_PROFILE_IMAGE,
} as const;
