/** Password length rules (SECURITY.md 10): at least 8, at most 128, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Digits of an MFA or one-time code. */
export const CODE_LENGTH = 6;
