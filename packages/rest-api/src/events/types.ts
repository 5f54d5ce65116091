/** Delivery channels of connectivity events. */
export type EventChannel = 'email' | 'sms' | 'slack' | 'webhook' | 'bell';

/** An event the product can send. */
export interface ConnectivityEvent {
  id: string;
  key: string;
  displayName: string;
  description?: string;
  categoryId?: string;
  /** Channels the event can be delivered on. */
  channels?: EventChannel[];
}

/** Response of `GET /event/resources/configurations/v1`: the events and, per event key, its channels. */
export interface EventConfigurations {
  events: ConnectivityEvent[];
  channelMap?: Record<string, EventChannel[]>;
}

/** A category of events. */
export interface EventCategory {
  id: string;
  name: string;
  description?: string;
  events: ConnectivityEvent[];
}

/** Query of `GET /event/resources/configurations/v1/categories`. */
export interface GetEventCategoriesQuery {
  /** Only events deliverable on these channels. */
  channels?: EventChannel[];
}
