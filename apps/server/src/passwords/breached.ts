import { createRequire } from 'node:module';

type Common = { dictionary: Record<string, string[]> };
let known: Set<string> | undefined;
const fromList = (m: Common) => (known ??= new Set(m.dictionary['passwords-common']));

/** Loads the list in the background after start-up (≈ 30 ms kept off the start); a check before then loads it at once. */
export function preloadBreachedList(): void {
  void import('@zxcvbn-ts/language-common').then((m) => fromList(m as unknown as Common), () => undefined);
}

/**
 * True when the password is on the offline list of passwords seen in data breaches (zxcvbn-ts's common-password
 * dictionary, ~49k entries, lower-case; no network). Compared case-insensitively: "Password1" counts as "password1".
 */
export function isBreachedPassword(password: string): boolean {
  const list = known ?? fromList(createRequire(import.meta.url)('@zxcvbn-ts/language-common') as Common);
  return list.has(password.toLowerCase());
}
