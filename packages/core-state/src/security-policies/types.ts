import type {
  LockoutPolicy,
  MfaPolicy,
  PasswordHistoryPolicy,
  SaveLockoutPolicyRequest,
  SaveMfaPolicyRequest,
  SavePasswordHistoryPolicyRequest,
} from '@portico/rest-api/configurations';
import type { SessionConfiguration } from '@portico/rest-api/users';
import type { ActionState, Loadable } from '../shared/status';

/** Tabs of the Security section, in the spec's order (product-spec §2), then the security centre's score and advice. */
export const SECURITY_TABS = ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions', 'securityCenter'] as const;
/** A tab of the Security section (the portal's address holds the selected one). */
export type SecurityTab = (typeof SECURITY_TABS)[number];

/** The policies the generalSettings tab saves separately. */
export type GeneralPolicy = 'mfa' | 'lockout' | 'passwordHistory';

/** State of `admin.securityPolicies`. */
export interface SecurityPoliciesState {
  /** sessionManagement: concurrent sessions, idle timeout, absolute timeout (seconds). */
  sessions: Loadable<SessionConfiguration | null>;
  sessionsSave: ActionState;
  mfa: Loadable<MfaPolicy | null>;
  lockout: Loadable<LockoutPolicy | null>;
  passwordHistory: Loadable<PasswordHistoryPolicy | null>;
  saves: Record<GeneralPolicy, ActionState>;
  /** Bumped on every successful save (the security centre reloads on change). */
  savedCount: number;
  loadSessions(): Promise<void>;
  /** Saves the session policy; figures must be whole numbers above 0. */
  saveSessions(config: SessionConfiguration): Promise<boolean>;
  /** Loads the MFA, lockout and password-history policies. */
  loadGeneral(): Promise<void>;
  saveMfa(change: SaveMfaPolicyRequest): Promise<boolean>;
  saveLockout(change: SaveLockoutPolicyRequest): Promise<boolean>;
  savePasswordHistory(change: SavePasswordHistoryPolicyRequest): Promise<boolean>;
}
