import type { AccountSettings } from '@portico/rest-api/tenants';

/** What the account says about showing times; a missing or empty field leaves it to the user's locale. */
export type DisplaySettings = Partial<Pick<AccountSettings, 'timezone' | 'dateFormat' | 'timeFormat'>>;

/** A time to show: an ISO string, epoch milliseconds or a Date; empty or unreadable input gives the `none` mark. */
export type DateInput = string | number | Date | null | undefined;

/** Formats dates, times and counts one way for the whole portal (see {@link createFormatter}). */
export interface Formatter {
  /** The date alone: the account's date format in its time zone, else the locale's medium date ("Nov 27, 2026"). */
  date(value: DateInput, none?: string): string;
  /** The time alone: the account's time format in its time zone, else the locale's short time ("9:10 AM"). */
  time(value: DateInput, none?: string): string;
  /** Date and time: the account's date and time formats, else the locale's ("Nov 27, 2026, 9:10 AM"). */
  dateTime(value: DateInput, none?: string): string;
  /** A count with the locale's digit grouping ("12,345"). */
  number(value: number): string;
  /** The IANA zone times are shown in (the account's, else the runtime's). */
  timeZone: string;
}

type Field = 'YYYY' | 'MM' | 'DD' | 'HH' | 'hh' | 'mm' | 'ss' | 'A';
const TOKENS = /YYYY|MM|DD|HH|hh|mm|ss|A/g;

const zones = new Map<string, boolean>();
/** The zone if the runtime knows it, else undefined (the runtime's own zone is used); asked once per zone. */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(zone, known);
  }
  return known ? zone : undefined;
}

// Languages whose numbers default to the digits 0-9 (CLDR): below 1,000 a whole count reads the same in all of them.
const LATIN_DIGITS = new Set(['en', 'he', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'nn', 'no', 'fi', 'pl', 'cs', 'sk', 'ru', 'uk', 'ja', 'zh', 'ko', 'tr', 'el', 'hu', 'ro', 'id', 'vi']);

/** Whether `lang` writes a count below 1,000 as its ASCII digits (no numbering-system override in the tag). */
const plainSmallCounts = (lang: string): boolean => !/-u-.*\bnu\b/i.test(lang) && LATIN_DIGITS.has(lang.split(/[-_]/)[0]!.toLowerCase());

/** `make()` on the first call, the same value after. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const toDate = (value: DateInput): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/**
 * One formatter for every date the portal shows. It follows the account's settings (time zone, date format such as
 * `DD/MM/YYYY`, time format such as `hh:mm A`) and falls back to the `lang` locale's own styles where the account
 * sets none; `A` is the locale's day period ("AM", "לפנה״צ").
 */
export function createFormatter(lang: string, settings: DisplaySettings = {}): Formatter {
  const timeZone = knownZone(settings.timezone);
  // Each Intl object is built on its first use: most screens use one or two of the six, and the account's format
  // pickers build one formatter per choice.
  // Digits of the patterns are always 0-9 and two wide: `en-US` with h23 gives exactly that.
  const fields = once(() => new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }));
  const dayPeriod = once(() => new Intl.DateTimeFormat(lang, { timeZone, hour: 'numeric', hour12: true }));
  const localeDate = once(() => new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'medium' }));
  const localeTime = once(() => new Intl.DateTimeFormat(lang, { timeZone, timeStyle: 'short' }));
  const localeDateTime = once(() => new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }));
  const numbers = once(() => new Intl.NumberFormat(lang));
  const smallCounts = plainSmallCounts(lang);

  const pattern = (d: Date, format: string): string => {
    const part = Object.fromEntries(fields().formatToParts(d).map((p) => [p.type, p.value]));
    const hour = Number(part.hour) % 24;
    const values: Record<Field, () => string> = {
      YYYY: () => part.year!.padStart(4, '0'),
      MM: () => part.month!,
      DD: () => part.day!,
      HH: () => String(hour).padStart(2, '0'),
      hh: () => String(hour % 12 || 12).padStart(2, '0'),
      mm: () => part.minute!,
      ss: () => part.second!,
      A: () => dayPeriod().formatToParts(d).find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM'),
    };
    return format.replace(TOKENS, (token) => values[token as Field]());
  };
  const date = (d: Date) => (settings.dateFormat ? pattern(d, settings.dateFormat) : localeDate().format(d));
  const time = (d: Date) => (settings.timeFormat ? pattern(d, settings.timeFormat) : localeTime().format(d));

  return {
    get timeZone() {
      return timeZone ?? localeDate().resolvedOptions().timeZone;
    },
    date: (value, none = '') => {
      const d = toDate(value);
      return d ? date(d) : none;
    },
    time: (value, none = '') => {
      const d = toDate(value);
      return d ? time(d) : none;
    },
    dateTime: (value, none = '') => {
      const d = toDate(value);
      if (!d) return none;
      return settings.dateFormat || settings.timeFormat ? `${date(d)} ${time(d)}` : localeDateTime().format(d);
    },
    // A page number or a short count needs no Intl object: the first one a page builds loads the runtime's locale
    // data (≈ 160 ms under a 4× throttle), which then lands in a section's first render for "Page 1 of 1".
    number: (value) => (smallCounts && Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : numbers().format(value)),
  };
}
