import type { TokenResponse } from '../auth/types';
import type { User, MyTenant } from './types';

// Request and response types of sign-up, activation, invitations, passwords and phone (api-calls-and-errors.md §7.2).

/** Body of `signUp`. */
export interface SignUpRequest {
  email: string;
  name?: string;
  companyName?: string;
  phoneNumber?: string;
  invitationToken?: string;
  password?: string;
  recaptchaToken?: string;
  /** JSON text. */
  metadata?: string;
}

/** Response of `signUp`. */
export interface SignUpResponse {
  shouldActivate: boolean;
  authResponse?: TokenResponse;
  user?: User;
  userId?: string;
  tenantId?: string;
  tenants?: MyTenant[];
  activeTenant?: MyTenant;
}

/** Body of `activateAccount`. */
export interface ActivateAccountRequest {
  userId: string;
  token: string;
  /** Needed when the activation strategy says a password must be set. */
  password?: string;
  recaptchaToken?: string;
}

/** Query of `getActivationStrategy`. */
export interface ActivationStrategyQuery {
  userId: string;
  token: string;
}

/** Response of `getActivationStrategy`. */
export interface ActivationStrategy {
  shouldSetPassword: boolean;
}

/** A body holding only an e-mail (activation reset, invitation reset, forgot password, phone reset). */
export interface EmailRequest {
  email: string;
}

/** Body of `acceptInvitation`. */
export interface AcceptInvitationRequest {
  userId: string;
  token: string;
}

/** Body of `resetPassword`. */
export interface ResetPasswordRequest {
  userId: string;
  token: string;
  password: string;
}

/** Body of `changePassword`. */
export interface ChangePasswordRequest {
  /** The current password. */
  password: string;
  newPassword: string;
}

/** Query of `getPasswordConfig`. */
export interface PasswordConfigQuery {
  userId?: string;
}

/** Response of `getPasswordConfig` (field list not shown by the spec beyond lengths). */
export interface PasswordConfig {
  minLength?: number;
  maxLength?: number;
  [rule: string]: unknown;
}

/** A one-time-code challenge the server started (SMS or e-mail). */
export interface OtcChallenge {
  otcToken: string;
  id?: string;
  phoneNumber?: string;
}

/** A one-time code answering an {@link OtcChallenge}. */
export interface OtcVerifyRequest {
  otcToken: string;
  code: string;
}

/** Body holding a phone number (E.164). */
export interface PhoneNumberRequest {
  phoneNumber: string;
}

/** Response of `resetPhone`. */
export interface ResetPhoneResponse {
  resetPhoneNumberToken: string;
}

/** Body of `verifyResetPhone`. */
export interface VerifyResetPhoneRequest {
  resetPhoneNumberToken: string;
  code: string;
}

/** Response of `verifyResetPhone`. */
export interface VerifyResetPhoneResponse {
  changePhoneNumberToken: string;
}

/** Body of `changePhone`. */
export interface ChangePhoneRequest {
  changePhoneNumberToken: string;
  phoneNumber: string;
}

/** A registered phone number. */
export interface PhoneNumber {
  id: string;
  phoneNumber?: string;
  otcToken?: string;
}

/** Query of `listPhoneNumbers`. `limit` defaults to 10 and `offset` to 0. */
export interface ListPhoneNumbersQuery {
  limit?: number;
  offset?: number;
}
