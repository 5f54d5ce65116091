export { createMagicLinkStore, MAGIC_LINK_MISSING_TOKEN } from './store';
export type { MagicLinkState, MagicLinkStep } from './types';
