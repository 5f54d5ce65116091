import { dictionary } from '@zxcvbn-ts/language-common';

let known: Set<string> | undefined;

/**
 * True when the password is on the offline list of passwords seen in data breaches (zxcvbn-ts's common-password
 * dictionary, ~49k entries, lower-case; no network). Compared case-insensitively: "Password1" counts as "password1".
 */
export function isBreachedPassword(password: string): boolean {
  known ??= new Set(dictionary['passwords-common']);
  return known.has(password.toLowerCase());
}
