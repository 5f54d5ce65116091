export { EventBus, DEFAULT_BUS_OPTIONS, backoffMs } from './bus';
export type { BusOptions, ChannelFamily, Delivery, DeliveryTarget, SendResult, Sender, TargetSource } from './bus';
export { EVENT_CATALOGUE, isCatalogueKey, samplePayload } from './catalogue';
export { postJson, isPublicAddress, resolver } from './transport';
export type { PostResult } from './transport';
export { EVENT_ID_HEADER, EVENT_KEY_HEADER, SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';
export { MEMBER_EVENTS, emitJoined, joinedEvents } from './joined';
export type { Joined } from './joined';
