import type { Migration } from 'kysely';
import * as reportsNotifications from './20261123_reports_notifications';
import * as reportsScheduleInterval from './20261127205800_reports_schedule_interval';

/** The reports module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_reports_notifications': reportsNotifications,
  '20261127205800_reports_schedule_interval': reportsScheduleInterval,
};
