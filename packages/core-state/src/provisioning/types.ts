import type { CreateScimConfigurationRequest, ScimConfiguration } from '@portico/rest-api/sso';
import type { DialogState, Loadable } from '../shared/status';

/** A SCIM connection as the section lists it: never its token; the users it provisioned once counted. */
export interface ProvisioningConnection extends Omit<ScimConfiguration, 'token'> {
  /** Users the connection provisioned; null until counted (or when counting failed). */
  userCount: number | null;
}

/** A connection just created, with its bearer token, shown once. */
export interface CreatedScimToken {
  id: string;
  connectionName: string;
  token: string;
}

/** Body of the create dialog. */
export type CreateConnectionInput = CreateScimConfigurationRequest;

/** State of `admin.provisioning`. */
export interface ProvisioningState {
  connections: Loadable<ProvisioningConnection[]>;
  /** The SCIM base URL identity providers are given ('' until loaded). */
  scimBaseUrl: string;
  dialogs: {
    /** The create dialog; closes on success. */
    create: DialogState;
    /** The delete confirmation (`target` = connection id). */
    remove: DialogState;
  };
  /** The token of the connection just created, shown once; cleared by `dismissToken`. */
  created: CreatedScimToken | null;
  /** Loads the connections, then each one's user count. */
  load(): Promise<boolean>;
  openDialog(name: 'create' | 'remove', id?: string): void;
  closeDialog(name: 'create' | 'remove'): void;
  create(input: CreateConnectionInput): Promise<boolean>;
  /** Forgets the shown token (it cannot be shown again). */
  dismissToken(): void;
  deleteConnection(id: string): Promise<boolean>;
}
