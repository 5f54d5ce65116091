export { createApiTokensRestApi } from './api';
export type { ApiTokensApi, TokenKind } from './api';
export { API_TOKENS_MESSAGES, TOKEN_SUCCESS_DELAY_MS, createApiTokensStore } from './store';
export type { ApiTokensState, CreateTokenInput, CreatedTokenSecret } from './types';
export { selectCreateOpen, selectHasClientId, selectSecretShown, selectTokens } from './selectors';
