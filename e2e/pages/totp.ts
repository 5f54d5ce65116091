import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator-app code for `secret`, `stepsAhead` 30 s steps from now. The server accepts one step either side and
 * never a step at or before the last one used, so each sign-in takes a later step than the one before: no waiting.
 */
export const codeAt = (secret: string, stepsAhead: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
