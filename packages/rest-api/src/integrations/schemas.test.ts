import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './schemas';
import type {
  CreateChannelConfigurationRequest,
  CreateChannelConfigurationV2Request,
  CreateChannelSubscriptionRequest,
  RegisterSlackApplicationRequest,
  SlackSubscriptionRequest,
  UpdateChannelConfigurationRequest,
  UpdateChannelConfigurationV2Request,
  UpdateChannelSubscriptionRequest,
} from './types';

const slack = { slackEvents: [{ eventKey: 'user.created', channelIds: ['C01'] }] };

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  [
    'createSlackSubscriptionSchema',
    schemas.createSlackSubscriptionSchema,
    [slack, { ...slack, isActive: false }],
    [{ slackEvents: [] }, { slackEvents: [{ eventKey: 'user.created', channelIds: [] }] }, {}],
  ],
  ['registerSlackApplicationSchema', schemas.registerSlackApplicationSchema, [{ code: 'c' }], [{}, { code: 'c', redirectUri: 'javascript:x' }]],
  [
    'createEmailConfigurationSchema',
    schemas.createEmailConfigurationSchema,
    [{ eventKey: 'e', recipients: ['ops@example.com'] }],
    [{ eventKey: 'e', recipients: [] }, { eventKey: 'e', recipients: ['nope'] }, { recipients: ['ops@example.com'] }],
  ],
  ['updateEmailConfigurationSchema', schemas.updateEmailConfigurationSchema, [{}, { enabled: false }], [{ recipients: [''] }]],
  [
    'createSmsConfigurationSchema',
    schemas.createSmsConfigurationSchema,
    [{ eventKey: 'e', recipients: ['+1 (555) 010-0100'] }, { eventKey: 'e', enabled: true, recipients: ['0612345678'] }],
    [{ eventKey: 'e', recipients: ['call me'] }, { eventKey: 'e', recipients: [] }],
  ],
  ['updateSmsConfigurationSchema', schemas.updateSmsConfigurationSchema, [{ recipients: ['+15550100'] }], [{ recipients: ['x'] }]],
  [
    'createEmailConfigurationV2Schema',
    schemas.createEmailConfigurationV2Schema,
    [{ eventKey: 'e' }, { eventKey: 'e', subscriptions: [{ recipients: ['a@example.com'] }] }],
    [{ eventKey: '' }, { eventKey: 'e', subscriptions: [{ recipients: [] }] }],
  ],
  ['updateEmailConfigurationV2Schema', schemas.updateEmailConfigurationV2Schema, [{ enabled: true }], [{}, { enabled: 'no' }]],
  ['createEmailSubscriptionSchema', schemas.createEmailSubscriptionSchema, [{ recipients: ['a@example.com'] }], [{ recipients: ['a'] }]],
  ['updateEmailSubscriptionSchema', schemas.updateEmailSubscriptionSchema, [{}, { enabled: false }], [{ recipients: [] }]],
  ['createSmsConfigurationV2Schema', schemas.createSmsConfigurationV2Schema, [{ eventKey: 'e', subscriptions: [{ recipients: ['+15550100'] }] }], [{}]],
  ['updateSmsConfigurationV2Schema', schemas.updateSmsConfigurationV2Schema, [{ enabled: false }], [{}]],
  ['createSmsSubscriptionSchema', schemas.createSmsSubscriptionSchema, [{ recipients: ['+15550100'] }], [{ recipients: ['ops@example.com'] }]],
  ['updateSmsSubscriptionSchema', schemas.updateSmsSubscriptionSchema, [{ enabled: true }], [{ recipients: ['abc'] }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('integrations schemas accept what the client sends', () => {
  expectTypeOf<SlackSubscriptionRequest>().toExtend<z.input<typeof schemas.createSlackSubscriptionSchema>>();
  expectTypeOf<SlackSubscriptionRequest>().toExtend<z.input<typeof schemas.updateSlackSubscriptionSchema>>();
  expectTypeOf<RegisterSlackApplicationRequest>().toExtend<z.input<typeof schemas.registerSlackApplicationSchema>>();
  expectTypeOf<CreateChannelConfigurationRequest>().toExtend<z.input<typeof schemas.createEmailConfigurationSchema>>();
  expectTypeOf<CreateChannelConfigurationRequest>().toExtend<z.input<typeof schemas.createSmsConfigurationSchema>>();
  expectTypeOf<UpdateChannelConfigurationRequest>().toExtend<z.input<typeof schemas.updateEmailConfigurationSchema>>();
  expectTypeOf<CreateChannelConfigurationV2Request>().toExtend<z.input<typeof schemas.createEmailConfigurationV2Schema>>();
  expectTypeOf<UpdateChannelConfigurationV2Request>().toExtend<z.input<typeof schemas.updateSmsConfigurationV2Schema>>();
  expectTypeOf<CreateChannelSubscriptionRequest>().toExtend<z.input<typeof schemas.createEmailSubscriptionSchema>>();
  expectTypeOf<UpdateChannelSubscriptionRequest>().toExtend<z.input<typeof schemas.updateSmsSubscriptionSchema>>();
});
