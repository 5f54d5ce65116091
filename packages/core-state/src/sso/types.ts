import type { Role } from '@portico/rest-api/roles';
import type { SsoConfiguration, SsoConfigurationType, SsoGroup } from '@portico/rest-api/sso';
import type { ActionState, DialogState, Loadable } from '../shared/status';

/** Identity-provider presets of the SSO form: each fills the configuration `type` the server stores. */
export type SsoPreset = 'okta' | 'azure-ad' | 'google' | 'other';

/** What the SSO form saves (SAML or OIDC fields; the OIDC secret is write-only). */
export interface SsoFormInput {
  type: SsoConfigurationType;
  domain: string;
  ssoEndpoint?: string;
  publicCertificate?: string;
  signRequest?: boolean;
  oidcClientId?: string;
  /** Sent only when typed: the server never returns it, and an empty value keeps the saved one. */
  oidcSecret?: string;
}

/** State of `admin.sso`. */
export interface SsoState {
  config: Loadable<SsoConfiguration | null>;
  roles: Loadable<Role[]>;
  defaultRoles: Loadable<string[]>;
  groups: Loadable<SsoGroup[]>;
  save: ActionState;
  validate: ActionState;
  metadata: ActionState;
  rolesSave: ActionState;
  dialogs: { group: DialogState<string>; removeGroup: DialogState<string>; removeConfig: DialogState<undefined> };
  /** Loads the configuration, default roles, group mappings and the tenant's roles. */
  load(): Promise<boolean>;
  /**
   * Saves the form (product-spec §5): without a domain only the local state changes (no call); otherwise every field
   * goes in one call (a new domain resets ssoEndpoint, publicCertificate and signRequest, then the values sent apply),
   * stored all together or refused all together.
   */
  saveConfig(input: SsoFormInput): Promise<boolean>;
  setEnabled(enabled: boolean): Promise<boolean>;
  validateDomain(): Promise<boolean>;
  /** IdP metadata XML (uploaded file's text). */
  uploadMetadata(xml: string): Promise<boolean>;
  /** IdP metadata fetched by the server from an http(s) address. */
  metadataFromUrl(url: string): Promise<boolean>;
  setDefaultRoles(roleIds: string[]): Promise<boolean>;
  openGroupDialog(id?: string): void;
  openRemoveGroup(id: string): void;
  closeDialog(name: 'group' | 'removeGroup' | 'removeConfig'): void;
  openRemoveConfig(): void;
  /** Deletes the configuration (with its domain, default roles and group mappings) through the `removeConfig` dialog. */
  removeConfig(): Promise<boolean>;
  /** Creates (no id) or updates a group mapping through the `group` dialog. */
  saveGroup(input: { id?: string; group: string; roleIds: string[] }): Promise<boolean>;
  removeGroup(id: string): Promise<boolean>;
}
