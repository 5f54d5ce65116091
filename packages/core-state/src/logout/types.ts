/** Logout steps of the logout page. */
export type LogoutStep = 'idle' | 'loggingOut' | 'success';

/** State of `portico.logout`. */
export interface LogoutState {
  step: LogoutStep;
  /** Ends the session everywhere and goes to the login route. */
  logout(): Promise<void>;
}
