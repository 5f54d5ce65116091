import type { MfaMethod, MfaState } from '../mfa/types';

/** Step-up steps: generate the session, answer MFA, the no-MFA-enrolled dead end, or done. */
export type StepUpStep = 'generateSession' | 'stepUpWithMfa' | 'noMFAEnrolledStepUp' | 'success';

/** State of `portico.stepUp`. */
export interface StepUpState {
  step: StepUpStep;
  loading: boolean;
  error?: string;
  /** MFA devices, token and chosen MFA step (its step is `noMFAEnrolledStepUp` on that dead end). */
  mfa?: MfaState;
  /**
   * Set by the admin stores when the server refused a credential change for want of a recent sign-in (its step-up
   * answer): the portal's prompt to verify. `setState({ required: undefined })` puts the prompt away.
   */
  required?: { maxAge?: number };
  /** Saves the current path, then goes to the step-up route with the current query plus `maxAge`. */
  redirectToStepUp(options?: { maxAge?: number }): void;
  /** On the step-up page: generates the step-up session. */
  start(maxAge?: number): Promise<void>;
  verify(code: string): Promise<void>;
  /** On the `webAuthn` MFA step: steps up with the enrolled platform authenticator or security key. */
  verifyWebAuthn(): Promise<void>;
  chooseMfaMethod(kind: MfaMethod): Promise<void>;
}
