// Requests to addresses tenants choose (IdP metadata, OIDC endpoints, webhooks, Slack): one policy, one checked lookup.
export { addressAllowed, checkedLookup, isPublicAddress, outboundPolicy, refusal, resolver } from './address';
export type { OutboundPolicy } from './address';
export { AnswerTooLarge, sendOutbound } from './request';
export type { OutboundAnswer, OutboundRequest } from './request';
export { outboundFetch } from './fetch';
export type { OutboundInit } from './fetch';
