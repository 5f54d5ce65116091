/** Accept-invitation steps (product-spec §4). */
export type AcceptInvitationStep = 'validate' | 'invalid' | 'pending' | 'success' | 'failed';

/** State of `portico.invitation`. */
export interface AcceptInvitationState {
  step: AcceptInvitationStep;
  loading: boolean;
  error?: string;
  /** `invalid` when token or userId is missing, else pending → success | failed. */
  accept(link: { userId?: string | null; token?: string | null }): Promise<void>;
}
