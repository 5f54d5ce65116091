// Plain constants (no zod) so state and UI packages can offer the lists without pulling in the schemas.

/** Date formats an account may choose (default first); the server refuses any other. */
export const ACCOUNT_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'DD-MM-YYYY', 'YYYY/MM/DD'] as const;
/** Time formats an account may choose (default first); the server refuses any other. */
export const ACCOUNT_TIME_FORMATS = ['HH:mm', 'hh:mm A', 'HH:mm:ss', 'hh:mm:ss A'] as const;
