/** Activation steps (product-spec §4). */
export type ActivationStep = 'activating' | 'activatingForm' | 'activatingConfirm' | 'success' | 'failed';

/** State of `portico.activation`. */
export interface ActivationState {
  step: ActivationStep;
  loading: boolean;
  error?: string;
  /** Reads the activation strategy: `activatingForm` when a password must be set, else `activatingConfirm`; never activates by itself. */
  start(link: { userId?: string | null; token?: string | null }): Promise<void>;
  /** Activates: with the new password from `activatingForm`, without one after the confirm click of `activatingConfirm`. */
  activate(password?: string): Promise<void>;
}
