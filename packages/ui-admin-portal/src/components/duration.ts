import { SESSION_DURATION_LIMITS } from '@portico/core-state/admin';
import { formatDuration, parseDuration, splitDuration, toSeconds, type DurationUnit } from '@portico/ui-kit/pickers';
import { format, type AdminStrings } from '../localization';

export type { DurationUnit };

/** Units a session time is typed in; seconds join only for a stored value no larger unit holds exactly. */
const UNITS: readonly DurationUnit[] = ['minutes', 'hours', 'days'];

/** A duration as a form holds it: the typed count and its unit. */
export interface DurationValue {
  count: string;
  unit: DurationUnit;
}

/** Stored seconds as form values, in the largest exact unit (1,800 s → 30 minutes). */
export function toDurationValue(seconds: number): DurationValue {
  const { value, unit } = splitDuration(seconds);
  return { count: String(value), unit };
}

/** Units the unit list offers for a value now in `unit`. */
export const unitsFor = (unit: DurationUnit): readonly DurationUnit[] => (unit === 'seconds' ? ['seconds', ...UNITS] : UNITS);

/** The typed duration in seconds (exact: call after {@link durationError} found none). */
export const durationSeconds = (v: DurationValue): number => toSeconds(Number(v.count.trim()), v.unit);

/**
 * Why a typed duration cannot be saved, in words ("Use at least 1 minute"), or undefined. `bounded`: the policy is
 * switched on, so the session limits apply; a switched-off figure only has to be a whole count.
 */
export function durationError(s: AdminStrings, lang: string, v: DurationValue, bounded = true): string | undefined {
  const { min, max } = bounded ? SESSION_DURATION_LIMITS : { min: 1, max: Number.MAX_SAFE_INTEGER };
  const r = parseDuration(v.count, v.unit, min, max);
  if ('seconds' in r) return undefined;
  const d = s.forms.duration;
  if (r.problem === 'whole') return d.whole;
  return r.problem === 'min' ? format(d.min, { min: formatDuration(lang, min) }) : format(d.max, { max: formatDuration(lang, max) });
}
