/** What a budget pays for: every mail and text the server sends spends one of these (see README.md). */
export type Purpose =
  | 'sign-in' | 'phone-reset' | 'mfa-email' | 'mfa-sms' | 'phone-verify' | 'password-reset' | 'activation'
  | 'sign-up-notice' | 'notice' | 'invite' | 'notification';

/** Requests that are budgeted as requests (the client's address), before any account is looked up. */
export type RequestPurpose = Purpose | 'sign-up' | 'code-check';

/** `limit` hits per `seconds`; counters of one `pool` are shared by every purpose that names it. */
export interface Window {
  limit: number;
  seconds: number;
  pool: string;
}

/** The windows of one purpose, by who pays. */
export interface Budget {
  /** The account the message is about (the user; the tenant for its event notifications). */
  account?: Window;
  /** The client's address. */
  ip?: Window;
  /** The identifier the client typed (e-mail, phone, userId), known account or not: answered before any lookup. */
  identifier?: Window;
  /** Seconds between two sends of one purpose to one destination (the login box's resend countdown). */
  cooldownSeconds?: number;
}

const MINUTE = 60;
const HOUR = 3600;
/** One day, the window of SMS destinations. */
export const DAY = 86_400;

// Pools kept from the passwordless limits, so their counters (and the windows live servers hold) keep their meaning.
const CODE_IP: Window = { limit: 60, seconds: HOUR, pool: 'otc-send-ip' };
const TYPED: Window = { limit: 10, seconds: HOUR, pool: 'otc-send' };
const ACCOUNT_MAIL_IP: Window = { limit: 30, seconds: HOUR, pool: 'account-mail-ip' };
const MFA_CODES: Window = { limit: 10, seconds: HOUR, pool: 'mfa-code' };

/**
 * Every budget, in one table. A person needs a handful of each an hour; the numbers leave room for mistakes and
 * retries while an attacker changing identifiers, kinds or client addresses still meets the account's limit.
 */
export const BUDGETS: Record<RequestPurpose, Budget> = {
  // Passwordless codes and links: 10 an hour per account across e-mail, userId, phone and kind; 30 s between two.
  'sign-in': { account: { limit: 10, seconds: HOUR, pool: 'sign-in' }, ip: CODE_IP, identifier: TYPED, cooldownSeconds: 30 },
  // The e-mailed code that lets someone who lost their phone set a new one.
  'phone-reset': { account: { limit: 5, seconds: HOUR, pool: 'phone-reset' }, ip: CODE_IP, identifier: TYPED, cooldownSeconds: 30 },
  // Second-factor codes at sign-in and step-up, one pool for e-mail and SMS; texts keep the 30 s resend countdown.
  'mfa-email': { account: MFA_CODES, ip: CODE_IP },
  'mfa-sms': { account: MFA_CODES, ip: CODE_IP, cooldownSeconds: 30 },
  // Codes that prove a phone number: sign-in phone, phone numbers, SMS MFA enrolment and removal.
  'phone-verify': { account: { limit: 10, seconds: HOUR, pool: 'phone-verify' }, ip: CODE_IP, cooldownSeconds: 30 },
  'password-reset': { account: { limit: 5, seconds: HOUR, pool: 'password-reset' }, ip: ACCOUNT_MAIL_IP },
  // Activation and invitation mail to one person, whoever asks (sign-up, resend, an admin's resend).
  activation: { account: { limit: 5, seconds: HOUR, pool: 'activation' }, ip: ACCOUNT_MAIL_IP },
  // "Someone tried to sign up with this address": the owner hears of it, but not 50 times.
  'sign-up-notice': { account: { limit: 3, seconds: HOUR, pool: 'sign-up-notice' } },
  // Security notices about one's own account (phone changed, second-factor lock-out).
  notice: { account: { limit: 5, seconds: HOUR, pool: 'notice' } },
  // Mail an admin makes the server send to others (invitations, resends): paid by the admin's account.
  invite: { account: { limit: 100, seconds: HOUR, pool: 'invite' }, ip: { limit: 200, seconds: HOUR, pool: 'invite-ip' } },
  // Event notifications by e-mail and SMS: paid by the tenant whose admins chose the recipients.
  notification: { account: { limit: 200, seconds: HOUR, pool: 'notification' } },
  // Sign-ups per client address (each creates an account and a tenant, and mails).
  'sign-up': { ip: { limit: 60, seconds: HOUR, pool: 'sign-up-ip' } },
  // Code checks: every check per address (as before), and wrong codes per account (or typed identifier when none matches).
  'code-check': { ip: { limit: 60, seconds: HOUR, pool: 'otc-check-ip' }, account: { limit: 10, seconds: 15 * MINUTE, pool: 'code-check' } },
};

/** Distinct numbers texted per day: per account (user), per client address, and per tenant for its notifications. */
export const SMS_NUMBERS_PER_DAY = { account: 5, ip: 30, tenant: 10 } as const;
