/** Impersonation steps (product-spec §4): impersonating → success → (1 s) reload session → reset; `ending` while handing back. */
export type ImpersonationStep = 'idle' | 'impersonating' | 'success' | 'ending' | 'failed';

/** The admin acting for the signed-in user, from the access token's `act` claim (RFC 8693). */
export interface Impersonator {
  sub: string;
  email: string;
}

/** What starts an impersonation: a member of the admin's tenant and why (required). */
export interface ImpersonateInput {
  userId: string;
  reason: string;
  tenantId?: string;
}

/** The portal's "Impersonate" dialog (admin DialogState: closed, open, loading, success = closed, error shown). */
export interface ImpersonationDialog {
  status: 'closed' | 'open' | 'loading' | 'success' | 'error';
  /** The user to impersonate. */
  target?: string;
  error?: string;
}

/** State of `portico.impersonation`. */
export interface ImpersonationState {
  step: ImpersonationStep;
  loading: boolean;
  error?: string;
  /** The user being impersonated while the flow runs. */
  userId?: string;
  dialog: ImpersonationDialog;
  /** Opens the dialog for a user (the reason is asked there). */
  openDialog(userId: string): void;
  closeDialog(): void;
  /** Starts impersonating, waits 1 s, reloads the session (the user becomes the target, with `act`), then resets; true on success. */
  impersonate(input: ImpersonateInput): Promise<boolean>;
  /** Ends the impersonation and reloads the session (back to the admin); true when the admin session came back. */
  end(): Promise<boolean>;
  /** Back to `idle`, error cleared. */
  reset(): void;
}
