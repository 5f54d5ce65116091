import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  getNotificationsQuerySchema,
  notificationResponseSchema,
  notificationPinStatusParamsSchema,
  updateNotificationPinStatusSchema,
  updateNotificationStatusSchema,
} from './schemas';
import type { GetNotificationsQuery, Notification, UpdateNotificationPinStatusRequest, UpdateNotificationStatusRequest } from './types';

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  ['getNotificationsQuerySchema', getNotificationsQuerySchema, [{}, { offset: '0', limit: '10' }], [{ offset: '-1' }, { limit: '0' }, { limit: 'ten' }]],
  [
    'updateNotificationStatusSchema',
    updateNotificationStatusSchema,
    [{ notificationId: 'n1', status: 'read' }, { notificationId: 'n1', status: 'archived' }],
    [{ notificationId: 'n1' }, { notificationId: '', status: 'read' }, { notificationId: 'n1', status: 'seen' }],
  ],
  ['updateNotificationPinStatusSchema', updateNotificationPinStatusSchema, [{ notificationId: 'n1' }], [{}, { notificationId: '' }]],
  ['notificationPinStatusParamsSchema', notificationPinStatusParamsSchema, [{ pinStatus: 'pin' }, { pinStatus: 'unpin' }], [{ pinStatus: 'star' }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('notifications schemas accept what the client sends', () => {
  expectTypeOf<GetNotificationsQuery>().toExtend<z.input<typeof getNotificationsQuerySchema>>();
  expectTypeOf<UpdateNotificationStatusRequest>().toExtend<z.input<typeof updateNotificationStatusSchema>>();
  expectTypeOf<UpdateNotificationPinStatusRequest>().toExtend<z.input<typeof updateNotificationPinStatusSchema>>();
});

it('the response schema describes the client\'s Notification', () => {
  expectTypeOf<z.output<typeof notificationResponseSchema>>().toExtend<Notification>();
  expect(notificationResponseSchema.safeParse({ id: 'n1', title: 'T', status: 'unread', isPinned: false, createdAt: '2026-11-23T10:00:00.000Z' }).success).toBe(true);
  expect(notificationResponseSchema.safeParse({ id: 'n1', title: 'T', status: 'seen', createdAt: '2026-11-23T10:00:00.000Z' }).success).toBe(false);
});
