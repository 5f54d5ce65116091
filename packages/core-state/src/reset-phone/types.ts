/** Phone reset steps, as product-spec §4 names them. */
export type ResetPhoneStep = 'ResetPhoneNumber' | 'VerifyResetPhoneNumber' | 'ChangePhoneNumber';

/** State of `portico.resetPhone` (`/account/reset-phone-number`). */
export interface ResetPhoneState {
  step: ResetPhoneStep;
  loading: boolean;
  error?: string;
  email: string;
  /** True once the phone changed and the SMS login started: the login route takes over (its SMS code step). */
  done: boolean;
  /** ResetPhoneNumber: e-mails a code to the account. Also the "resend" of the next step. */
  sendCode(email: string): Promise<void>;
  /** VerifyResetPhoneNumber: checks the e-mailed code. */
  verifyCode(code: string): Promise<void>;
  /** ChangePhoneNumber: stores the new number, then starts the SMS one-time-code login to it. */
  changePhone(phoneNumber: string): Promise<void>;
  reset(): void;
}
