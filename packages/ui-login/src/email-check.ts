import type { LoginStrings } from './localization';
import { EMAIL_PATTERN } from '@portico/core-state';

/**
 * The email rule of `schemas().email` without zod: the first screen uses it so the login route's initial download
 * carries no form library (react-hook-form and zod load behind it, for the steps that follow).
 */
export function emailProblem(s: LoginStrings, value: string): string | undefined {
  const email = value.trim();
  if (!email) return s.validation.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : s.validation.emailInvalid;
}
