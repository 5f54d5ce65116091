/** Messages of budget refusals (429), worded once here. */
export const BUDGET_MSG = {
  tooMany: 'Too many requests. Try again later',
  cooldown: 'Please wait 30 seconds before requesting another code',
  smsNumbers: 'Too many different phone numbers were texted today. Try again tomorrow',
} as const;
