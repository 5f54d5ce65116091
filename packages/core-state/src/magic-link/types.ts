/** Magic-link callback steps: checking the link, signed in, refused, or continuing in the login flow (MFA). */
export type MagicLinkStep = 'validating' | 'success' | 'failed' | 'continueLogin';

/** State of `portico.magicLink` (the `/account/login/magic-link` callback). */
export interface MagicLinkState {
  step: MagicLinkStep;
  loading: boolean;
  /** Why the link was refused, as the server words it (used, expired, invalid, other browser). */
  error?: string;
  /** Logs in with the link's token; a second call with the same token is ignored (the link is single use). */
  start(token: string | null): Promise<void>;
}
