/**
 * A custom login alias: a URL-safe slug (it names the account's login page), 1 to 63 lowercase letters, digits and
 * hyphens, starting and ending with a letter or digit. The server refuses any other alias with {@link LOGIN_ALIAS_MESSAGE}.
 */
export const LOGIN_ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Refusal of an alias that does not match {@link LOGIN_ALIAS_PATTERN}. */
export const LOGIN_ALIAS_MESSAGE = 'alias: Use 1 to 63 lowercase letters, digits and hyphens, starting and ending with a letter or digit';
