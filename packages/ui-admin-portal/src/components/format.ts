/** Formats an ISO date for display in the portal's language; empty input gives the "none" mark. */
export function formatDate(value: string | null | undefined, lang: string, none: string): string {
  if (!value) return none;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? none : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(d);
}
