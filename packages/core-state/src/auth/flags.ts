/** Flag that turns on loading the user's authorization data (api-calls-and-errors §9). */
export const AUTHORIZATION_FLAG = 'authorization';
/** Flag that, with `entitlements.enabled`, turns on loading entitlements. */
export const ENTITLEMENTS_FLAG = 'entitlements';
