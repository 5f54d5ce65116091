import type { SignUpRequest } from '../api/types';

/** Sign-up steps (product-spec §4). */
export type SignUpStep = 'SignUp' | 'SignUpSuccess';

/** State of `portico.signUp`. */
export interface SignUpState {
  step: SignUpStep;
  loading: boolean;
  error?: string;
  /** Set on success: the account must be activated from the e-mail before logging in. */
  shouldActivate: boolean;
  signUp(body: SignUpRequest): Promise<void>;
  reset(): void;
}
