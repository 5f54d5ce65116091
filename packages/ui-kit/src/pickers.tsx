import { useEffect, useMemo, useState } from 'react';
import { Picker, type PickerProps } from './Picker';
import { currencies, currencyName, timeZones, utcOffset } from './zones';

export { Picker } from './Picker';
export type { PickerOption, PickerProps } from './Picker';
export { currencies, currencyName, timeZones, utcOffset } from './zones';

/** Props of {@link TimeZonePicker} and {@link CurrencyPicker}: a {@link Picker} whose options are built in. */
export type ListPickerProps = Omit<PickerProps, 'options'> & { locale: string };

let offsets: Map<string, string> | undefined;

/** IANA time zones with their UTC offset ("Asia/Kolkata (UTC+05:30)"), filterable. */
export function TimeZonePicker({ locale: _locale, ...props }: ListPickerProps) {
  const zones = useMemo(timeZones, []);
  // One formatter per zone costs ~0.6 ms each: names paint first, offsets follow after the first paint (once a page).
  const [ready, setReady] = useState(offsets !== undefined);
  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => {
      offsets ??= new Map(zones.map((z) => [z, utcOffset(z)]));
      setReady(true);
    }, 0);
    return () => clearTimeout(t);
  }, [ready, zones]);
  const options = useMemo(() => zones.map((z) => {
    const offset = ready ? offsets?.get(z) : undefined;
    return { value: z, label: offset ? `${z.replaceAll('_', ' ')} (${offset})` : z.replaceAll('_', ' ') };
  }), [zones, ready]);
  return <Picker {...props} options={options} />;
}

/** ISO 4217 currencies as "USD · US Dollar", names in the locale (`Intl.DisplayNames`), filterable. */
export function CurrencyPicker({ locale, ...props }: ListPickerProps) {
  const options = useMemo(() => currencies().map((c) => ({ value: c, label: `${c} · ${currencyName(locale, c)}` })), [locale]);
  return <Picker {...props} options={options} />;
}

export { DurationField } from './DurationField';
export type { DurationFieldProps } from './DurationField';
export { DURATION_UNITS, UNIT_SECONDS, formatDuration, parseDuration, splitDuration, toSeconds, unitName } from './duration';
export type { DurationProblem, DurationUnit } from './duration';
