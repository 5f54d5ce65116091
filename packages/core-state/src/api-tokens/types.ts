import type { MachineAuthStrategy } from '@portico/rest-api/configurations';
import type { ApiToken } from '@portico/rest-api/users';
import type { DialogState, Loadable } from '../shared/status';
import type { TokenKind } from './api';

/** Body of the create-token dialog. */
export interface CreateTokenInput {
  description?: string;
  /** Days until expiry (sent × 1440 minutes); null or absent: never expires. */
  expiresInDays?: number | null;
  /** Tenant tokens only. */
  roleIds?: string[];
}

/** The secret of a token just created, shown once in the success dialog. */
export interface CreatedTokenSecret {
  kind: TokenKind;
  id?: string;
  secret?: string;
  /** Client credentials only. */
  clientId?: string;
  type: 'clientCredentials' | 'accessToken';
}

/** State of `admin.apiTokens`. */
export interface ApiTokensState {
  /** The vendor's machine strategy: ClientCredentials tokens have a clientId and secret, AccessToken ones a secret. */
  strategy: MachineAuthStrategy | null;
  personal: Loadable<ApiToken[]>;
  tenant: Loadable<ApiToken[]>;
  dialogs: {
    /** The create dialog (`target` = kind). Closes on success. */
    create: DialogState<TokenKind>;
    /** The delete dialog (`target` = token id). */
    remove: DialogState<string>;
  };
  /** Set 200 ms after a successful creation: the secret, shown once; cleared by `dismissSecret`. */
  created: CreatedTokenSecret | null;
  /** Loads the machine strategy (once) and the tokens of `kind`. */
  load(kind: TokenKind): Promise<void>;
  openCreate(kind: TokenKind): void;
  openDelete(id: string): void;
  closeDialog(name: 'create' | 'remove'): void;
  create(kind: TokenKind, input: CreateTokenInput): Promise<boolean>;
  /** Forgets the shown secret (closes the success dialog). */
  dismissSecret(): void;
  /** Deletes a token; personal or tenant is decided by which list holds the id. */
  deleteToken(id: string): Promise<boolean>;
}
