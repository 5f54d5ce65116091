import { deepMerge, type DeepPartial } from '@portico/ui-kit';
import { en, type LoginStrings } from './en';

/** A locale: its strings plus the `lang` and text direction the root element gets. */
export interface Locale {
  /** BCP 47 tag, e.g. `he`. */
  lang: string;
  /** @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  strings: LoginStrings;
}

/** English, built in and the default. Other locales are subpath imports (`@portico/ui-login/locales/he`) so nobody ships them unasked. */
export const english: Locale = { lang: 'en', dir: 'ltr', strings: en };

/** The `localization` option: a locale plus deep-partial overrides of its strings. */
export interface LocalizationOptions {
  /** @default english */
  locale?: Locale;
  /** Replaces single strings of the chosen locale. */
  overrides?: DeepPartial<LoginStrings>;
}

/** Resolves the strings, `dir` and `lang` of a localization option. */
export function resolveLocalization(options: LocalizationOptions = {}): { strings: LoginStrings; dir: 'ltr' | 'rtl'; lang: string } {
  const locale = options.locale ?? english;
  return { strings: deepMerge(locale.strings, options.overrides), dir: locale.dir ?? 'ltr', lang: locale.lang };
}

export { en, deepMerge };
export { format } from '@portico/ui-kit';
export type { LoginStrings, DeepPartial };
