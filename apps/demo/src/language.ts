import { pickLocale, setDocumentLanguage } from '@portico/ui-kit';
import type { AdminLocale } from '@portico/ui-admin-portal';
import type { Locale } from '@portico/ui-login';
import { useSyncExternalStore } from 'react';
import { STRINGS, type DemoStrings } from './strings';

/** The languages the Portico UI packages ship; the demo offers each. */
export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'he', name: 'עברית' },
] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number]['id'];

const KEY = 'portico-demo:language';
const IDS = LANGUAGES.map((l) => l.id);

/** The visitor's choice (localStorage: a UI preference, never a token), else their browser's languages, else English. */
export function preferredLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(KEY);
  return pickLocale([...(stored ? [stored] : []), ...(globalThis.navigator?.languages ?? [])], IDS) ?? 'en';
}

interface LanguageState {
  language: Language;
  strings: DemoStrings;
  /** The login box's locale (undefined: its built-in English). */
  login: Locale | undefined;
}

let state: LanguageState = { language: 'en', strings: STRINGS.en, login: undefined };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

const set = (language: Language, login: Locale | undefined) => {
  state = { language, strings: STRINGS[language], login };
  setDocumentLanguage(language, language === 'he' ? 'rtl' : 'ltr');
  for (const listener of listeners) listener();
};

/**
 * Switches the demo, the login box and the portal to `language` (Hebrew's strings are a chunk of their own, fetched
 * only when chosen) and sets the document's `lang` and `dir`. Settles once the strings are in.
 */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'en') return set('en', undefined);
  const { hebrew } = await import('@portico/ui-login/locales/he');
  set(language, hebrew);
}

/** Chooses a language and keeps the choice across reloads. */
export function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(KEY, language);
  return applyLanguage(language);
}

/** The admin portal's locale for the current language (its Hebrew strings load with the portal, not the login page). */
export async function adminLocale(language: Language): Promise<AdminLocale | undefined> {
  return language === 'he' ? (await import('@portico/ui-admin-portal/locales/he')).hebrew : undefined;
}

/** The current language, the demo's strings in it and the login box's locale; re-renders on a change. */
export function useLanguage(): LanguageState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
