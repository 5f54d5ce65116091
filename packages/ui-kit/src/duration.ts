/** Units a duration may be shown in, smallest first. */
export const DURATION_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
/** One of {@link DURATION_UNITS}. */
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Seconds in one of each unit. */
export const UNIT_SECONDS: Record<DurationUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

const INTL_UNIT: Record<DurationUnit, string> = { seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day' };

/**
 * `seconds` in the largest unit that holds it exactly (30 minutes, 2 hours, 90 days); seconds only when no larger
 * unit is exact, so a value the server holds is shown, and saved back, unchanged.
 */
export function splitDuration(seconds: number): { value: number; unit: DurationUnit } {
  for (const unit of ['days', 'hours', 'minutes'] as const) {
    if (seconds > 0 && seconds % UNIT_SECONDS[unit] === 0) return { value: seconds / UNIT_SECONDS[unit], unit };
  }
  return { value: seconds, unit: 'seconds' };
}

/** A whole count of `unit` in seconds (exact: every unit is a whole number of seconds). */
export const toSeconds = (value: number, unit: DurationUnit): number => value * UNIT_SECONDS[unit];

/** Why a duration typed by a person was refused. */
export type DurationProblem = 'whole' | 'min' | 'max';

/**
 * Reads a typed count of `unit` as seconds within `[min, max]` seconds.
 * @returns the seconds, or the problem (not a whole number of 1 or more, below `min`, above `max`).
 */
export function parseDuration(text: string, unit: DurationUnit, min: number, max: number): { seconds: number } | { problem: DurationProblem } {
  const t = text.trim();
  if (!/^\d+$/.test(t) || Number(t) < 1) return { problem: 'whole' };
  const seconds = toSeconds(Number(t), unit);
  if (seconds < min) return { problem: 'min' };
  if (seconds > max) return { problem: 'max' };
  return { seconds };
}

/** The unit's plural name in the locale ("minutes", "דקות"), from Intl (no strings to translate). */
export function unitName(locale: string, unit: DurationUnit): string {
  // 5, not 2: Hebrew has a dual ("יומיים") that would swallow the number.
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' }).formatToParts(5);
  return parts.find((p) => p.type === 'unit')?.value ?? unit;
}

/** `seconds` in words of the locale, in its largest exact unit ("30 minutes", "90 days"). */
export function formatDuration(locale: string, seconds: number): string {
  const { value, unit } = splitDuration(seconds);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' }).format(value);
}
