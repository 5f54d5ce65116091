/** Activation steps (product-spec §4). */
export type ActivationStep = 'activating' | 'activatingForm' | 'success' | 'failed';

/** State of `portico.activation`. */
export interface ActivationState {
  step: ActivationStep;
  loading: boolean;
  error?: string;
  /** Reads the activation strategy; activates at once unless a password must be set. */
  start(link: { userId?: string | null; token?: string | null }): Promise<void>;
  /** Sets the password and activates (`activatingForm`). */
  activate(password: string): Promise<void>;
}
