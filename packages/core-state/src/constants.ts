/** Delay before leaving the login page for the authenticated URL (product-spec §9). */
export const POST_LOGIN_REDIRECT_MS = 200;
/** Delay before leaving the activation page (product-spec §4, §9). */
export const POST_ACTIVATION_REDIRECT_MS = 1000;
/** Wait between a started impersonation and the session reload (product-spec §9). */
export const IMPERSONATION_RELOAD_MS = 1000;
/** Delay before following an SSO pre-login address (product-spec §4). */
export const SSO_REDIRECT_MS = 2000;
/** Delay before leaving the failed-SSO notice for the authenticated URL (product-spec §4: 1 s). */
export const SSO_FAILED_REDIRECT_MS = 1000;
/** Attempts of the profile fetch after sign-in, in total (product-spec §4: "retried 3 times, 2000 ms apart"). */
export const PROFILE_FETCH_ATTEMPTS = 3;
/** Pause between two profile fetch attempts. */
export const PROFILE_RETRY_DELAY_MS = 2000;
/** Artificial latency of every preview-mode call (product-spec §1, §9). */
export const PREVIEW_DELAY_MS = 500;
/** Token lifetime assumed when a login answer has no `expires_in` (product-spec §9). */
export const DEFAULT_TOKEN_EXPIRY_SECONDS = 300;
/** How long before expiry the session refreshes its access token. */
export const REFRESH_MARGIN_SECONDS = 30;
/** Local-storage key of the path saved before a step-up (the only thing Portico ever stores). */
export const STEP_UP_PATH_KEY = 'portico:step-up-path';
/** Local-storage key of the flag set when step-up failed and the user was sent to log out. */
export const STEP_UP_FLAG_KEY = 'portico:step-up-required';
/** Longest `redirectUrl` accepted. */
export const MAX_REDIRECT_URL_LENGTH = 2048;
/** How long one feature-flags answer is shared by later reads (a host's read and the sign-in's, one page load). */
export const FLAGS_REUSE_MS = 5000;
