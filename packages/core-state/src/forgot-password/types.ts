/** Forgot-password steps (product-spec §4). */
export type ForgotPasswordStep = 'forgotPassword' | 'success';

/** State of `portico.forgotPassword`. */
export interface ForgotPasswordState {
  step: ForgotPasswordStep;
  loading: boolean;
  error?: string;
  email: string;
  sendResetLink(email: string): Promise<void>;
  reset(): void;
}
