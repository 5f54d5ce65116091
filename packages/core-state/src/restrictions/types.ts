import type {
  EmailDomainListType, EmailDomainRestriction, EmailDomainRestrictionsConfig, IpRestriction, IpRestrictionsConfig, IpRestrictionStrategy,
} from '@portico/rest-api/configurations';
import type { ActionState, DialogState, Loadable, LoadStatus } from '../shared/status';

export type { EmailDomainRestriction, EmailDomainRestrictionsConfig, IpRestriction, IpRestrictionsConfig, IpRestrictionStrategy };

/** Fields of the add / edit IP dialog. */
export interface IpEntryInput {
  ip: string;
  strategy: IpRestrictionStrategy;
  isActive: boolean;
  description?: string;
}

/** Dialogs of the IP and domain tabs; `target` is the entry id where one applies. */
export interface RestrictionsDialogs {
  ipAdd: DialogState<undefined>;
  ipEdit: DialogState<string>;
  ipRemove: DialogState<string>;
  domainAdd: DialogState<undefined>;
  domainRemove: DialogState<string>;
}

/** One page of the IP list (server paging, 4 per page on screen). */
export interface IpListState {
  status: LoadStatus;
  error?: string;
  items: IpRestriction[];
  totalItems: number;
  totalPages: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  /** The list shown: entries of this strategy (the config's mode unless switched). */
  strategy: IpRestrictionStrategy;
}

/** Whether the caller's own address passes the lists, as the server judges it. */
export interface IpSelfCheck {
  /** Off the active block list. */
  notBlocked?: boolean;
  /** On the active allow list. */
  allowed?: boolean;
}

/** State of `admin.restrictions`. */
export interface RestrictionsState {
  ipConfig: Loadable<IpRestrictionsConfig>;
  ipList: IpListState;
  /** The caller's address as the server sees it (for "add my current IP" and lock-out warnings). */
  myIp: Loadable<string | null>;
  self: IpSelfCheck;
  ipConfigSave: ActionState;
  domainConfig: Loadable<EmailDomainRestrictionsConfig>;
  domains: Loadable<EmailDomainRestriction[]>;
  domainConfigSave: ActionState;
  dialogs: RestrictionsDialogs;
  /** Config, first page of the config's list, the caller's address and self-check. */
  loadIp(): Promise<boolean>;
  setIpPage(page: number): Promise<boolean>;
  /** Shows the other list (ALLOW / BLOCK) without changing the config. */
  showIpList(strategy: IpRestrictionStrategy): Promise<boolean>;
  /** Whether saving this config would refuse the caller's own address (asks the server first). */
  configLocksMeOut(next: IpRestrictionsConfig): Promise<boolean>;
  /** Whether this entry change, with the config as it is, may refuse the caller's own address (no call). */
  entryMayLockMeOut(change: { entry?: IpEntryInput; removing?: IpRestriction }): boolean;
  saveIpConfig(next: IpRestrictionsConfig): Promise<boolean>;
  addIp(input: IpEntryInput): Promise<boolean>;
  /** Saves the entry; a changed address adds the new one, then removes the old one. */
  editIp(id: string, input: IpEntryInput): Promise<boolean>;
  removeIp(id: string): Promise<boolean>;
  /** Spec §4: an active ALLOW entry of the caller's address described 'My IP', then the config activated. */
  addMyIp(): Promise<boolean>;
  loadDomains(): Promise<boolean>;
  saveDomainConfig(change: Partial<EmailDomainRestrictionsConfig>): Promise<boolean>;
  /** Adds to the list of `type` (the config's listType when omitted). */
  addDomain(domain: string, type?: EmailDomainListType): Promise<boolean>;
  removeDomain(id: string): Promise<boolean>;
  openDialog(name: keyof RestrictionsDialogs, id?: string): void;
  closeDialog(name: keyof RestrictionsDialogs): void;
}
