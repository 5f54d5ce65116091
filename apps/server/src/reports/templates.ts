import { z } from 'zod';

// Dates in filters: an ISO date/time or epoch milliseconds.
const when = z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.number().int().nonnegative()]).transform((v) => new Date(v));

const usersFilters = z.strictObject({
  search: z.string().max(200).optional(),
  status: z.enum(['active', 'pending', 'disabled']).optional(),
});
const rangeFilters = z.strictObject({
  from: when.optional(),
  to: when.optional(),
  severity: z.enum(['INFO', 'WARNING', 'SEVERE']).optional(),
});

/** Filters each template accepts (decoded from the base64 JSON the client sends). */
export type UsersFilters = z.output<typeof usersFilters>;
export type RangeFilters = z.output<typeof rangeFilters>;

/** A vendor report template a tenant makes reports from. */
export interface ReportTemplate {
  id: 'users' | 'audit-activity' | 'security';
  name: string;
  description: string;
  filters: z.ZodType<UsersFilters> | z.ZodType<RangeFilters>;
}

/** The templates every tenant may use. */
export const TEMPLATES: readonly ReportTemplate[] = [
  { id: 'users', name: 'Users report', description: 'Members of the account, their roles, status and last sign-in', filters: usersFilters },
  { id: 'audit-activity', name: 'Audit activity report', description: 'Audit events in a period, by action and severity', filters: rangeFilters },
  { id: 'security', name: 'Security report', description: 'MFA enrolment, breached passwords, active sessions and severe events', filters: rangeFilters },
];

export const templateOf = (id: string): ReportTemplate | undefined => TEMPLATES.find((t) => t.id === id);

/** Messages of the reports domain. */
export const REPORT_MSG = {
  unknownTemplate: 'Unknown report template',
  exists: 'A report of this template already exists',
  badCron: 'schedule.cron: not a valid cron expression (minute hour day month weekday)',
  badZone: 'schedule.timezone: unknown time zone',
  scheduleNeedsRecipients: 'recipients: a scheduled report needs at least one recipient',
  intervalMismatch: (interval: string) => `schedule.interval: the cron does not run ${interval === 'daily' ? 'once a day' : interval === 'weekly' ? 'once a week' : 'once a month'}`,
} as const;
