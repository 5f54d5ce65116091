// The tokens domain as other domains use it.
export { ACR_MFA, ACR_PASSWORD } from './access';
export type { AccessPayload, IdTokenHint, AccessClaims } from './access';
export { hashToken, randomToken, safeEqual } from './crypto';
export { consumeOneTime, peekOneTime, createOneTime, voidOneTime } from './one-time';
