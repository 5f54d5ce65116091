import { describe, expect, it } from 'vitest';
import { nextRun, parseCron, runsEvery } from './cron';

const next = (expr: string, after: string, zone?: string) => nextRun(parseCron(expr)!, new Date(after), zone)?.toISOString();

describe('cron', () => {
  it('parses five fields with lists, ranges and steps; refuses anything else', () => {
    expect(parseCron('*/15 8-10 1,15 * 1-5')).toMatchObject({ eitherDay: true });
    for (const bad of ['', '* * * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', 'a * * * *', '5-1 * * * *', '*/0 * * * *']) {
      expect(parseCron(bad), bad).toBeNull();
    }
  });

  it('finds the next daily, weekly and monthly run', () => {
    expect(next('0 8 * * *', '2026-11-23T08:00:00Z')).toBe('2026-11-24T08:00:00.000Z');
    expect(next('0 8 * * *', '2026-11-23T07:59:30Z')).toBe('2026-11-23T08:00:00.000Z');
    // 2026-11-23 is a Monday.
    expect(next('30 9 * * 1', '2026-11-23T10:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
    expect(next('0 0 1 * *', '2026-11-23T00:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    // Sunday as 7.
    expect(next('0 12 * * 7', '2026-11-23T00:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
  });

  it('reads the fields in the schedule\'s time zone', () => {
    // 08:00 in Jerusalem (UTC+2 in November) is 06:00 UTC.
    expect(next('0 8 * * *', '2026-11-23T07:00:00Z', 'Asia/Jerusalem')).toBe('2026-11-24T06:00:00.000Z');
    expect(next('0 8 * * *', '2026-11-23T07:00:00Z', 'America/New_York')).toBe('2026-11-23T13:00:00.000Z');
  });

  it('tells whether a cron keeps the period a schedule names', () => {
    const every = (cron: string, interval: 'daily' | 'weekly' | 'monthly' | 'custom') => runsEvery(parseCron(cron)!, interval);
    expect([every('0 9 * * *', 'daily'), every('0 9 * * 0-6', 'daily'), every('0 9 * * 1', 'weekly'), every('0 9 * * 7', 'weekly'), every('0 9 15 * *', 'monthly')]).toEqual([true, true, true, true, true]);
    expect([every('0 9 * * 1', 'daily'), every('0 9,17 * * *', 'daily'), every('*/5 * * * *', 'daily'), every('0 9 * * 1,3', 'weekly'), every('0 9 1 * 1', 'monthly'), every('0 9 1 1 *', 'monthly')])
      .toEqual([false, false, false, false, false, false]);
    expect(every('*/5 * * * *', 'custom')).toBe(true);
  });
});
