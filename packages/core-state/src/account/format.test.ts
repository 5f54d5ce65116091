import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS } from '@portico/rest-api/schemas';
import { ACCOUNT_DATE_FORMATS as OFFERED_DATE_FORMATS, ACCOUNT_TIME_FORMATS as OFFERED_TIME_FORMATS } from '../admin';
import { createFormatter } from './format';

// 23:10:05 UTC on 27 November: already the 28th in Tokyo, still the 27th in New York.
const AT = '2026-11-27T23:10:05.000Z';

describe('createFormatter', () => {
  it('follows the account time zone and date format', () => {
    expect(createFormatter('en', { timezone: 'UTC', dateFormat: 'DD/MM/YYYY' }).date(AT)).toBe('27/11/2026');
    expect(createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat: 'DD/MM/YYYY' }).date(AT)).toBe('28/11/2026');
    expect(createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' }).date(AT)).toBe('2026-11-28');
    expect(createFormatter('en', { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' }).date(AT)).toBe('11/27/2026');
  });

  it('writes every date and time format the account may choose', () => {
    const want: Record<string, string> = {
      'DD/MM/YYYY': '28/11/2026', 'MM/DD/YYYY': '11/28/2026', 'YYYY-MM-DD': '2026-11-28', 'DD.MM.YYYY': '28.11.2026', 'DD-MM-YYYY': '28-11-2026', 'YYYY/MM/DD': '2026/11/28',
      'HH:mm': '08:10', 'hh:mm A': '08:10 AM', 'HH:mm:ss': '08:10:05', 'hh:mm:ss A': '08:10:05 AM',
    };
    for (const dateFormat of ACCOUNT_DATE_FORMATS) expect(createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat }).date(AT), dateFormat).toBe(want[dateFormat]);
    for (const timeFormat of ACCOUNT_TIME_FORMATS) {
      expect(createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat }).dateTime(AT), timeFormat).toBe(`2026-11-28 ${want[timeFormat]}`);
      expect(createFormatter('en', { timezone: 'Asia/Tokyo', timeFormat }).time(AT), timeFormat).toBe(want[timeFormat]);
    }
  });

  it('offers, through the admin entry, exactly the formats the server accepts', () => {
    expect(OFFERED_DATE_FORMATS).toEqual(ACCOUNT_DATE_FORMATS);
    expect(OFFERED_TIME_FORMATS).toEqual(ACCOUNT_TIME_FORMATS);
  });

  it('gives 12-hour times their day period in the locale, and midnight / noon as 12', () => {
    expect(createFormatter('en', { timezone: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' }).dateTime(AT)).toBe('27/11/2026 11:10 PM');
    expect(createFormatter('en', { timezone: 'UTC', timeFormat: 'hh:mm A' }).dateTime('2026-11-27T00:05:00Z')).toMatch(/ 12:05 AM$/);
    expect(createFormatter('en', { timezone: 'UTC', timeFormat: 'HH:mm' }).dateTime('2026-11-27T00:05:00Z')).toMatch(/ 00:05$/);
    expect(createFormatter('en', { timezone: 'UTC', timeFormat: 'hh:mm A' }).dateTime('2026-11-27T12:00:00Z')).toMatch(/ 12:00 PM$/);
    const period = (lang: string) => new Intl.DateTimeFormat(lang, { timeZone: 'UTC', hour: 'numeric', hour12: true }).formatToParts(new Date(AT)).find((p) => p.type === 'dayPeriod')!.value;
    for (const lang of ['he', 'ja', 'es']) {
      expect(createFormatter(lang, { timezone: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' }).dateTime(AT)).toBe(`27/11/2026 11:10 ${period(lang)}`);
    }
    expect(period('ja')).toBe('午後');
  });

  it('falls back to the locale where the account sets nothing, in its zone if it has one', () => {
    const locale = (lang: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, options).format(new Date(AT));
    expect(createFormatter('en').date(AT)).toBe(locale('en', { dateStyle: 'medium' }));
    expect(createFormatter('he', {}).dateTime(AT)).toBe(locale('he', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(createFormatter('en', { timezone: 'Asia/Tokyo' }).date(AT)).toBe('Nov 28, 2026');
    expect(createFormatter('en', { timezone: 'UTC', dateFormat: '', timeFormat: '' }).dateTime(AT)).toBe('Nov 27, 2026, 11:10 PM');
    // Only one of the two set: the other comes from the locale.
    expect(createFormatter('en', { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' }).dateTime(AT)).toBe('2026-11-27 11:10 PM');
    expect(createFormatter('en', { timezone: 'UTC', timeFormat: 'HH:mm' }).dateTime(AT)).toBe('Nov 27, 2026 23:10');
    expect(createFormatter('en', { timezone: 'UTC' }).time(AT)).toBe(new Intl.DateTimeFormat('en', { timeZone: 'UTC', timeStyle: 'short' }).format(new Date(AT)));
    expect(createFormatter('en', { timezone: 'UTC' }).time('', '—')).toBe('—');
  });

  it('ignores a zone the runtime does not know (the runtime zone is used), and reports the zone in use', () => {
    const runtime = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(createFormatter('en', { timezone: 'Mars/Olympus' }).timeZone).toBe(runtime);
    expect(createFormatter('en', { timezone: 'Mars/Olympus' }).date(AT)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(AT)));
    expect(createFormatter('en', { timezone: 'Asia/Tokyo' }).timeZone).toBe('Asia/Tokyo');
  });

  it('gives the none mark for empty or unreadable input; accepts Dates and epoch milliseconds', () => {
    const f = createFormatter('en', { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' });
    expect(f.date(null, '—')).toBe('—');
    expect(f.date(undefined)).toBe('');
    expect(f.dateTime('', '—')).toBe('—');
    expect(f.date('not a date', '—')).toBe('—');
    expect(f.date(new Date(AT))).toBe('2026-11-27');
    expect(f.date(Date.parse(AT))).toBe('2026-11-27');
  });

  it('groups the digits of counts in the locale', () => {
    expect(createFormatter('en').number(12345)).toBe('12,345');
    expect(createFormatter('de').number(12345)).toBe('12.345');
  });

  it('writes small whole counts exactly as Intl does, in Latin-digit languages and in the others', () => {
    const langs = ['en', 'en-GB', 'he', 'he-IL', 'de', 'fr', 'ru', 'ja', 'zh-Hant', 'ar', 'ar-EG', 'fa', 'bn', 'mr', 'my', 'en-u-nu-arab', 'he-u-nu-hebr'];
    for (const lang of langs) {
      const f = createFormatter(lang);
      for (const n of [0, 1, 42, 999, 1000]) expect(f.number(n), `${lang} ${n}`).toBe(new Intl.NumberFormat(lang).format(n));
    }
  });

  describe('builds each Intl object on its first use only', () => {
    const real = { dates: Intl.DateTimeFormat, numbers: Intl.NumberFormat };
    const built = { dates: 0, numbers: 0 };
    beforeEach(() => {
      built.dates = built.numbers = 0;
      // Counting subclasses in place of the runtime's constructors (a spy's `new` would not build a real one).
      Intl.DateTimeFormat = class extends real.dates {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          built.dates++;
        }
      } as typeof Intl.DateTimeFormat;
      Intl.NumberFormat = class extends real.numbers {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          built.numbers++;
        }
      } as typeof Intl.NumberFormat;
    });
    afterEach(() => {
      Intl.DateTimeFormat = real.dates;
      Intl.NumberFormat = real.numbers;
    });

    it('none for a formatter not yet used; then only what a call needs, once; one zone check per zone', () => {
      const f = createFormatter('en', { timezone: 'Europe/Vilnius' });
      const g = createFormatter('en', { timezone: 'Europe/Vilnius', dateFormat: 'YYYY-MM-DD' });
      // At most the zone's check, shared by both formatters (none when an earlier test already asked about it).
      expect(built.dates).toBeLessThanOrEqual(1);
      const checked = built.dates;
      expect(f.date(AT)).toBe(new real.dates('en', { timeZone: 'Europe/Vilnius', dateStyle: 'medium' }).format(new Date(AT)));
      f.date(AT);
      expect(built.dates - checked).toBe(1);
      expect(g.date(AT)).toBe('2026-11-28');
      g.date(AT);
      expect(built.dates - checked).toBe(2);
      expect(built.numbers).toBe(0);
      // Whole counts below 1,000 need none (the first Intl object of a page loads its locale data).
      expect([f.number(0), f.number(7), f.number(999)]).toEqual(['0', '7', '999']);
      expect(createFormatter('he').number(42)).toBe('42');
      expect(built.numbers).toBe(0);
      expect(f.number(1234)).toBe('1,234');
      f.number(5);
      f.number(2.5);
      expect(built.numbers).toBe(1);
    });
  });
});
