import { pickLocale, setDocumentLanguage, uiLocales } from '@portico/ui-kit';

/** The languages the hosted pages offer (those the UI packages ship). */
export const HOSTED_LANGUAGES = ['en', 'he'] as const;
/** One of {@link HOSTED_LANGUAGES}. */
export type HostedLanguage = (typeof HOSTED_LANGUAGES)[number];

/**
 * The hosted page's language: the request's `ui_locales` (OpenID Connect: on this address or on the authorize URL the
 * login returns to), then the browser's languages (its Accept-Language), then the vendor's default, which is the
 * `lang` of the page template (`hosted/index.html`, `hosted/portal.html`). Sets the document's `lang` and `dir`.
 */
export function hostedLanguage(): HostedLanguage {
  const vendorDefault = document.documentElement.lang || 'en';
  const language = pickLocale([...uiLocales(location.href), ...navigator.languages, vendorDefault], HOSTED_LANGUAGES) ?? 'en';
  setDocumentLanguage(language, language === 'he' ? 'rtl' : 'ltr');
  return language;
}
