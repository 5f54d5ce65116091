/** Reset-password steps. */
export type ResetPasswordStep = 'resetPassword' | 'success' | 'failed';

/** State of `portico.resetPassword`. */
export interface ResetPasswordState {
  step: ResetPasswordStep;
  loading: boolean;
  error?: string;
  reset(input: { userId?: string | null; token?: string | null; password: string }): Promise<void>;
}
