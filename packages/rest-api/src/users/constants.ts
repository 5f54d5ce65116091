/** Users list page size when the caller gives none (spec §9: users 20). */
export const USERS_PAGE_SIZE = 20;
/** Users list offset when the caller gives none. */
export const USERS_PAGE_OFFSET = 0;
/** Phone numbers list page size when the caller gives none (spec §9: phone numbers 10). */
export const PHONE_NUMBERS_PAGE_SIZE = 10;
/** Phone numbers list offset when the caller gives none. */
export const PHONE_NUMBERS_PAGE_OFFSET = 0;
/** Token expiry is entered in days and sent in minutes (spec §5: days × 1440). */
export const MINUTES_PER_DAY = 1440;
/** Password length bounds of every password being set (no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound; long enough for passphrases, short enough to bound hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
/** Image types a profile picture data URL may carry (SVG left out: it can carry script). */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Multipart field name of the profile image upload. */
export const PROFILE_IMAGE_FIELD = 'image';
// Literal numbers below (not products), so a bundler drops them from calls that do not use them.
/** Largest profile picture accepted, in decoded bytes (the base64 form is a third larger). */
export const PROFILE_IMAGE_MAX_BYTES = 65_536; // 64 KiB
/** Longest a temporary user may be given in one go: ten years, in seconds. */
export const TEMPORARY_USER_MAX_SECONDS = 315_360_000; // 10 × 365 days
