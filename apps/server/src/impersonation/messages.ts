import { IMPERSONATION_REFUSED } from '../access';

/** Impersonation messages, worded once (the spec names none); the access layer words the refusals it gives. */
export const IMPERSONATION_MSG = {
  ...IMPERSONATION_REFUSED,
  reasonRequired: 'A reason is required to impersonate a user',
  reasonTooLong: 'The reason must be at most 500 characters',
  self: 'You cannot impersonate yourself',
  userNotFound: 'User not found',
  notImpersonating: 'This session is not an impersonation',
} as const;

/** The permission an admin needs to impersonate a user of their tenant. */
export const IMPERSONATE_PERMISSION = 'fe.secure.write.impersonate';

/** Impersonation sessions are short-lived: they end 30 minutes after they start, whatever the refresh-token lifetime. */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

/** Longest reason kept. */
export const REASON_MAX = 500;
