import { badRequest, MSG } from '../http/errors';
import { isBreachedPassword } from './breached';

/** SECURITY.md 10: at least 8, up to 128 characters, no composition rules, never truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Throws 400 with a clear message when the password breaks the length rule. */
export function assertPasswordShape(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw badRequest(MSG.passwordTooShort);
  if (length > PASSWORD_MAX) throw badRequest(MSG.passwordTooLong);
}

/** Length rule plus the breached-password check (SECURITY.md 10) for every password a user sets. */
export function assertPasswordAllowed(password: string): void {
  assertPasswordShape(password);
  if (isBreachedPassword(password)) throw badRequest(MSG.passwordBreached);
}

/** Password configuration as `GET /users/v1/passwords/config` returns it. */
export const passwordConfig = () => ({
  allowPassphrases: true,
  maxLength: PASSWORD_MAX,
  minLength: PASSWORD_MIN,
  minPhraseLength: 20,
  minOptionalTestsToPass: 0,
  blockPwnedPasswords: true,
});
