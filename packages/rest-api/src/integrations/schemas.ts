import { z } from 'zod';

// Request payloads of the integrations (connectivity) domain: slack, e-mail and SMS configurations.

const id = z.string().min(1);
const eventKey = z.string().min(1);
/** A phone number: optional +, then digits with common separators. */
const phone = z.string().regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'Invalid phone number');

/** One event of a slack subscription: where it is posted. */
export const slackEventSchema = z.object({
  eventKey,
  channelIds: z.array(id).min(1),
  message: z.string().optional(),
});

/** `POST /integrations/resources/configurations/v1/subscriptions`: a slack subscription needs channels. */
export const createSlackSubscriptionSchema = z.object({
  slackEvents: z.array(slackEventSchema).min(1),
  isActive: z.boolean().optional(),
});

/** `PUT .../configurations/v1/subscriptions/{id}`. */
export const updateSlackSubscriptionSchema = createSlackSubscriptionSchema;

/** `POST .../configurations/v1/registrations`: the code slack's OAuth flow returned. */
export const registerSlackApplicationSchema = z.object({
  code: z.string().min(1),
  redirectUri: z.url({ protocol: /^https?$/ }).optional(),
});

/** `POST .../configurations/v1/emails`: an entry needs at least one recipient. */
export const createEmailConfigurationSchema = z.object({
  eventKey,
  enabled: z.boolean().optional(),
  recipients: z.array(z.email()).min(1),
});

/** `PUT .../configurations/v1/emails/{eventKey}`. */
export const updateEmailConfigurationSchema = z.object({
  enabled: z.boolean().optional(),
  recipients: z.array(z.email()).min(1).optional(),
});

/** `POST .../configurations/v1/sms`. */
export const createSmsConfigurationSchema = z.object({
  eventKey,
  enabled: z.boolean().optional(),
  recipients: z.array(phone).min(1),
});

/** `PUT .../configurations/v1/sms/{eventKey}`. */
export const updateSmsConfigurationSchema = z.object({
  enabled: z.boolean().optional(),
  recipients: z.array(phone).min(1).optional(),
});

/** What a subscription is called (Frontegg's client names each one). */
const subscriptionName = z.string().trim().min(1).max(100).optional();

/** `POST .../configurations/v2/emails/{eventKey}/subscriptions`. */
export const createEmailSubscriptionSchema = z.object({
  name: subscriptionName,
  enabled: z.boolean().optional(),
  recipients: z.array(z.email()).min(1),
});

/** `PUT .../configurations/v2/emails/{eventKey}/subscriptions/{id}`. */
export const updateEmailSubscriptionSchema = createEmailSubscriptionSchema.partial();

/** `POST .../configurations/v2/emails`: an event's e-mail configuration with its first subscriptions. */
export const createEmailConfigurationV2Schema = z.object({
  eventKey,
  enabled: z.boolean().optional(),
  subscriptions: z.array(createEmailSubscriptionSchema).optional(),
});

/** `PATCH .../configurations/v2/emails/{eventKey}`. */
export const updateEmailConfigurationV2Schema = z.object({ enabled: z.boolean() });

/** `POST .../configurations/v2/sms/{eventKey}/subscriptions`. */
export const createSmsSubscriptionSchema = z.object({
  name: subscriptionName,
  enabled: z.boolean().optional(),
  recipients: z.array(phone).min(1),
});

/** `PUT .../configurations/v2/sms/{eventKey}/subscriptions/{id}`. */
export const updateSmsSubscriptionSchema = createSmsSubscriptionSchema.partial();

/** `POST .../configurations/v2/sms`. */
export const createSmsConfigurationV2Schema = z.object({
  eventKey,
  enabled: z.boolean().optional(),
  subscriptions: z.array(createSmsSubscriptionSchema).optional(),
});

/** `PATCH .../configurations/v2/sms/{eventKey}`. */
export const updateSmsConfigurationV2Schema = z.object({ enabled: z.boolean() });

// ---- answers of the integrations calls (the reference server's shapes) ----

/** A slack subscription. */
export const slackSubscriptionResponseSchema = z.strictObject({ id, isActive: z.boolean(), slackEvents: z.array(z.strictObject({ eventKey, channelIds: z.array(id), message: z.string().optional() })) });
/** The slack installation (no more than its subscriptions when nothing is subscribed). */
export const slackConfigurationResponseSchema = z.strictObject({
  id: z.string().optional(), teamId: z.string().optional(), teamName: z.string().optional(), isActive: z.boolean().optional(), slackSubscriptions: z.array(slackSubscriptionResponseSchema),
});
/** A slack channel. */
export const slackChannelResponseSchema = z.strictObject({ id, name: z.string(), isPrivate: z.boolean().optional() });
/** One subscription of an entry. */
export const channelSubscriptionResponseSchema = z.strictObject({ id, name: z.string().optional(), enabled: z.boolean(), recipients: z.array(z.string()) });
/** A v1 e-mail or SMS entry: every recipient, and the subscriptions (Frontegg's client reads those on v1 too). */
export const channelConfigurationResponseSchema = z.strictObject({ eventKey, enabled: z.boolean(), recipients: z.array(z.string()), subscriptions: z.array(channelSubscriptionResponseSchema) });
/** A v2 e-mail or SMS entry. */
export const channelConfigurationV2ResponseSchema = z.strictObject({ eventKey, enabled: z.boolean(), subscriptions: z.array(channelSubscriptionResponseSchema) });
