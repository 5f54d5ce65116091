/** Zones offered where the runtime cannot list its own (`Intl.supportedValuesOf` is missing before 2022 engines). */
const FALLBACK_ZONES = [
  'UTC', 'America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York', 'America/Sao_Paulo',
  'Europe/London', 'Europe/Paris', 'Europe/Berlin', 'Asia/Jerusalem', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Kolkata',
  'Asia/Singapore', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Auckland',
];
/** ISO 4217 codes offered where the runtime cannot list its own. */
const FALLBACK_CURRENCIES = ['USD', 'EUR', 'GBP', 'ILS', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'BRL'];

const supported = (key: 'timeZone' | 'currency', fallback: string[]): string[] => {
  try {
    const list = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.(key);
    return list?.length ? list : fallback;
  } catch {
    return fallback;
  }
};

// Engines list CLDR's names, some of them renamed since in the IANA database: the current name is what people know.
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Katmandu': 'Asia/Kathmandu', 'Asia/Saigon': 'Asia/Ho_Chi_Minh', 'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv', 'Atlantic/Faeroe': 'Atlantic/Faroe', 'America/Godthab': 'America/Nuuk', 'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei', 'Pacific/Enderbury': 'Pacific/Kanton',
};
const known = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const current = (zone: string): string => {
  const now = RENAMED[zone];
  return now && known(now) ? now : zone;
};

/** IANA zones the runtime knows, by their current names, sorted, UTC first (engines list canonical zones only, without UTC). */
export const timeZones = (): string[] =>
  ['UTC', ...supported('timeZone', FALLBACK_ZONES).filter((z) => z !== 'UTC').map(current).sort()];

/** ISO 4217 currency codes the runtime knows. */
export const currencies = (): string[] => supported('currency', FALLBACK_CURRENCIES);

/** The zone's offset from UTC now, as "UTC+05:30" ("UTC" for zero); empty for a zone the runtime does not know. */
export function utcOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part ? part.value.replace('GMT', 'UTC') : '';
  } catch {
    return '';
  }
}

/** The currency's name in the locale ("US Dollar"); the code itself when the runtime has no name for it. */
export function currencyName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
