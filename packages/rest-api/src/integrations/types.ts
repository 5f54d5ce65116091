/** One event of a slack subscription: the channels it is posted to. */
export interface SlackEvent {
  eventKey: string;
  channelIds: string[];
  /** Message template, when not the default. */
  message?: string;
}

/** A slack subscription (deleted rather than saved when its events have no channels). */
export interface SlackSubscription {
  id: string;
  slackEvents: SlackEvent[];
  isActive: boolean;
}

/** `POST .../v1/subscriptions` and `PUT .../v1/subscriptions/{id}`. */
export interface SlackSubscriptionRequest {
  slackEvents: SlackEvent[];
  isActive?: boolean;
}

/** Response of `GET .../v1/slack`: the tenant's slack installation (only its subscriptions when not installed). */
export interface SlackConfiguration {
  id?: string;
  teamId?: string;
  teamName?: string;
  isActive?: boolean;
  /** The tenant's slack subscriptions (the field Frontegg's client reads). */
  slackSubscriptions?: SlackSubscription[];
}

/** A slack channel the installation can post to. */
export interface SlackChannel {
  id: string;
  name: string;
  isPrivate?: boolean;
}

/** Response of `GET .../v1/slack/applications`: what the slack OAuth flow needs. */
export interface SlackApplication {
  clientId: string;
  appId?: string;
  scopes?: string[];
}

/** `POST .../v1/registrations`: completes the slack installation with the OAuth code. */
export interface RegisterSlackApplicationRequest {
  code: string;
  redirectUri?: string;
}

/** A v1 e-mail or SMS entry: one event, on or off, and its recipients (e-mail addresses or phone numbers). */
export interface ChannelConfiguration {
  eventKey: string;
  enabled: boolean;
  recipients: string[];
  /** In answers: the subscriptions the recipients come from (Frontegg's client reads and edits these on v1). */
  subscriptions?: ChannelSubscription[];
}

/** `POST .../v1/emails` and `POST .../v1/sms`: an entry needs at least one recipient. */
export interface CreateChannelConfigurationRequest {
  eventKey: string;
  enabled?: boolean;
  recipients: string[];
}

/** `PUT .../v1/emails/{eventKey}` and `PUT .../v1/sms/{eventKey}`. */
export interface UpdateChannelConfigurationRequest {
  enabled?: boolean;
  recipients?: string[];
}

/** One subscription of a v2 entry: its own recipients, on or off. */
export interface ChannelSubscription {
  id: string;
  /** What the subscription is called, when named. */
  name?: string;
  enabled: boolean;
  recipients: string[];
}

/** A v2 e-mail or SMS entry: one event with several subscriptions. */
export interface ChannelConfigurationV2 {
  eventKey: string;
  enabled: boolean;
  subscriptions: ChannelSubscription[];
}

/** `POST .../v2/emails/{eventKey}/subscriptions` (and sms). */
export interface CreateChannelSubscriptionRequest {
  /** What the subscription is called (up to 100 characters). */
  name?: string;
  enabled?: boolean;
  recipients: string[];
}

/** `PUT .../v2/emails/{eventKey}/subscriptions/{id}` (and sms). */
export type UpdateChannelSubscriptionRequest = Partial<CreateChannelSubscriptionRequest>;

/** `POST .../v2/emails` and `POST .../v2/sms`. */
export interface CreateChannelConfigurationV2Request {
  eventKey: string;
  enabled?: boolean;
  subscriptions?: CreateChannelSubscriptionRequest[];
}

/** `PATCH .../v2/emails/{eventKey}` and `PATCH .../v2/sms/{eventKey}`: turns the event on or off. */
export interface UpdateChannelConfigurationV2Request {
  enabled: boolean;
}
