/** Formats an ISO date for display in the portal's language; empty input gives the "none" mark. */
export function formatDate(value: string | null | undefined, lang: string, none: string): string {
  if (!value) return none;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? none : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(d);
}

/** Formats a count in the portal's language (digit grouping: "12,345" in English). */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}
