/** Webhook-log paging defaults (spec §9: offset 0, limit 10). */
export const WEBHOOK_LOGS_DEFAULTS = Object.freeze({ offset: 0, limit: 10 } as const);
