/** Seconds an access token lives when the token response gives no `expires_in`/`expiresIn` (spec §9). */
export const DEFAULT_TOKEN_EXPIRES_IN_SECONDS = 300;
