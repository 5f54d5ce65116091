/** Messages of the passkey flows in core-state (the server's own messages pass through unchanged). */
export const PASSKEY_MESSAGES = {
  cancelled: 'The passkey request was cancelled or timed out. Try again',
  unsupported: 'This browser cannot use passkeys',
} as const;
