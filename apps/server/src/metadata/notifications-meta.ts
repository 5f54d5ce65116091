import { notificationResponseSchema } from '@portico/rest-api/schemas';
import { NOTIFICATION_SEVERITIES } from '../notifications';

/**
 * The notifications metadata when no tenant configured its own: what the bell really serves. One channel (the in-app
 * bell), the severities a notification may carry, and the fields of a notification as `GET /notification` answers it.
 * Frontegg's client reads `properties`, `channels` and `severities` at the top of the row.
 */
export function notificationsMetadata() {
  const properties = Object.entries(notificationResponseSchema.shape).map(([name, field]) => ({ name, required: !field.safeParse(undefined).success }));
  const facts = { channels: ['bell'], severities: [...NOTIFICATION_SEVERITIES], properties };
  return { entityName: 'notifications' as const, configuration: facts, ...facts };
}
