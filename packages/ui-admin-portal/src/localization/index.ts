// The login box's merge and placeholder filling, so both UIs localize the same way.
import { deepMerge, format, type DeepPartial } from '@portico/ui-kit';
import { en, type AdminStrings } from './en';

/** A locale: its strings plus the `lang` and text direction the portal root gets. */
export interface AdminLocale {
  /** BCP 47 tag, e.g. `he`. */
  lang: string;
  /** @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  strings: AdminStrings;
}

/** English, built in and the default; Hebrew is `@portico/ui-admin-portal/locales/he`. */
export const english: AdminLocale = { lang: 'en', dir: 'ltr', strings: en };

/** The `localization` prop: a locale plus deep-partial overrides of its strings. */
export interface AdminLocalizationOptions {
  /** @default english */
  locale?: AdminLocale;
  /** Replaces single strings of the chosen locale. */
  overrides?: DeepPartial<AdminStrings>;
}

/** Resolves the strings, `dir` and `lang` of a localization option. */
export function resolveLocalization(options: AdminLocalizationOptions = {}): { strings: AdminStrings; dir: 'ltr' | 'rtl'; lang: string } {
  const locale = options.locale ?? english;
  return { strings: deepMerge(locale.strings, options.overrides), dir: locale.dir ?? 'ltr', lang: locale.lang };
}

export { en, deepMerge };

/**
 * A count in words: `one` when it is exactly 1, else `other` with `{count}` filled by `shown` (the count as the page
 * formats numbers). English and Hebrew need no third form.
 */
export function countText(count: number, other: string, one: string, shown: string = String(count)): string {
  return count === 1 ? one : format(other, { count: shown });
}
export { format } from '@portico/ui-kit';
export type { AdminStrings, DeepPartial };
