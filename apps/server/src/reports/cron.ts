// A five-field cron (minute hour day-of-month month day-of-week) with *, lists, ranges and steps, read in a time zone.

const FIELDS = [
  { min: 0, max: 59 }, { min: 0, max: 23 }, { min: 1, max: 31 }, { min: 1, max: 12 }, { min: 0, max: 7 },
] as const;

/** A parsed cron expression: the allowed values of each field. */
export interface Cron {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Both day fields restricted: either may match (classic cron). */
  eitherDay: boolean;
}

function field(text: string, { min, max }: { min: number; max: number }): Set<number> | null {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) return null;
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] ? max : from;
    const step = m[4] ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** Parses `expression`; null when it is not a valid five-field cron. */
export function parseCron(expression: string): Cron | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const sets = parts.map((p, i) => field(p, FIELDS[i]!));
  if (sets.some((s) => !s)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  // 7 is Sunday as well as 0.
  if (weekdays!.has(7)) weekdays!.add(0);
  return { minutes: minutes!, hours: hours!, days: days!, months: months!, weekdays: weekdays!, eitherDay: parts[2] !== '*' && parts[4] !== '*' };
}

/**
 * Whether `cron` runs at the period `interval` names: once a day (one time, every day), once a week (one time, one
 * weekday) or once a month (one time, one day of the month); `custom` names any cron.
 */
export function runsEvery(cron: Cron, interval: 'daily' | 'weekly' | 'monthly' | 'custom'): boolean {
  if (interval === 'custom') return true;
  const weekdays = new Set([...cron.weekdays].map((d) => d % 7)).size;
  const once = cron.minutes.size === 1 && cron.hours.size === 1 && cron.months.size === 12;
  const everyDayOfMonth = cron.days.size === 31;
  if (interval === 'daily') return once && everyDayOfMonth && weekdays === 7;
  if (interval === 'weekly') return once && everyDayOfMonth && weekdays === 1;
  return once && cron.days.size === 1 && weekdays === 7;
}

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function localParts(at: Date, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!);
  return { month: Number(p.month), day: Number(p.day), hour: Number(p.hour), minute: Number(p.minute), weekday };
}

const MINUTE = 60_000;

/** The first minute after `after` that the cron fires at, in `zone`; null when none within about five years. */
export function nextRun(cron: Cron, after: Date, zone = 'UTC'): Date | null {
  let t = Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE;
  const end = t + 5 * 366 * 24 * 60 * MINUTE;
  while (t < end) {
    const l = localParts(new Date(t), zone);
    const dayOk = cron.eitherDay ? cron.days.has(l.day) || cron.weekdays.has(l.weekday) : cron.days.has(l.day) && cron.weekdays.has(l.weekday);
    // Skip whole days, then whole hours, so a monthly schedule costs a few dozen steps, not thousands.
    if (!cron.months.has(l.month) || !dayOk) t += ((24 - l.hour) * 60 - l.minute) * MINUTE;
    else if (!cron.hours.has(l.hour)) t += (60 - l.minute) * MINUTE;
    else if (!cron.minutes.has(l.minute)) t += MINUTE;
    else return new Date(t);
  }
  return null;
}
