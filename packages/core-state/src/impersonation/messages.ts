/** Local refusals of the impersonation flow, worded as the server words them. */
export const IMPERSONATION_MESSAGES = {
  reasonRequired: 'A reason is required to impersonate a user',
} as const;
