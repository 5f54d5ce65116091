import type { ApiToken } from '@portico/rest-api/users';
import { isDialogOpen } from '../shared/status';
import type { TokenKind } from './api';
import type { ApiTokensState } from './types';

/** Tokens of one kind, as listed (a new token first). */
export const selectTokens = (kind: TokenKind) => (s: ApiTokensState): ApiToken[] => s[kind].data;

/** Whether the success dialog (the secret, shown once) is shown. */
export const selectSecretShown = (s: ApiTokensState): boolean => s.created !== null;

/** Whether the create dialog is shown. */
export const selectCreateOpen = (s: ApiTokensState): boolean => isDialogOpen(s.dialogs.create);

/** Whether tokens carry a clientId (client-credentials strategy). */
export const selectHasClientId = (s: ApiTokensState): boolean => s.strategy !== 'AccessToken';
