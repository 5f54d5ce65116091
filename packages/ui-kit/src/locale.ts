/**
 * The first of `wanted` (BCP 47 tags, best first: `ui_locales`, `navigator.languages`, a default) that `supported` has,
 * matched whole, else on the language subtag ("he-IL" → "he"; the old code "iw" is Hebrew). Undefined when none match.
 */
export function pickLocale<T extends string>(wanted: readonly string[], supported: readonly T[]): T | undefined {
  for (const tag of wanted) {
    const want = tag.trim().toLowerCase();
    const base = want.split(/[-_]/)[0] === 'iw' ? 'he' : want.split(/[-_]/)[0];
    const hit = supported.find((s) => s.toLowerCase() === want) ?? supported.find((s) => s.toLowerCase().split('-')[0] === base);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The `ui_locales` of an OpenID Connect request (space-separated tags, best first), read from the page's address or,
 * on the hosted login, from the authorize URL it returns to (`redirectUrl`).
 */
export function uiLocales(href: string): string[] {
  const url = new URL(href);
  let tags = url.searchParams.get('ui_locales');
  const back = url.searchParams.get('redirectUrl');
  if (tags === null && back && URL.canParse(back, url)) tags = new URL(back, url).searchParams.get('ui_locales');
  return (tags ?? '').split(/\s+/).filter(Boolean);
}

/** Gives the document its language and text direction (screen readers' voice, hyphenation, the mirrored layout). */
export function setDocumentLanguage(lang: string, dir: 'ltr' | 'rtl' = 'ltr'): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}
