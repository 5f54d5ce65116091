/** Impersonation messages, worded once (the spec names none). */
export const IMPERSONATION_MSG = {
  reasonRequired: 'A reason is required to impersonate a user',
  reasonTooLong: 'The reason must be at most 500 characters',
  self: 'You cannot impersonate yourself',
  chained: 'You cannot impersonate while impersonating',
  userNotFound: 'User not found',
  notImpersonating: 'This session is not an impersonation',
  restricted: 'Not allowed while impersonating',
  stronger: 'You cannot impersonate a user who holds permissions you do not hold',
} as const;

/** The permission an admin needs to impersonate a user of their tenant. */
export const IMPERSONATE_PERMISSION = 'fe.secure.write.impersonate';

/** Impersonation sessions are short-lived: they end 30 minutes after they start, whatever the refresh-token lifetime. */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

/** Longest reason kept. */
export const REASON_MAX = 500;
