import type { SecurityCategory, SecurityInsight, SecurityRecommendation } from '@portico/rest-api/security-center';
import type { SessionConfiguration } from '@portico/rest-api/users';
import type { DialogState, LoadStatus } from '../shared/status';

export type { SecurityCategory, SecurityInsight, SecurityRecommendation, SecuritySeverity } from '@portico/rest-api/security-center';

/** What a recommendation's action does (the codes the server sends in `action`). */
export type SecurityAction = 'RESET_BREACHED_PASSWORDS' | 'ADJUST_FORCE_RELOGIN' | 'ADJUST_MAX_CONCURRENT_SESSIONS' | 'ADJUST_IDLE_TIMEOUT';

/** A session setting an adjust action changes. */
export type SessionSetting = 'forceRelogin' | 'maxSessions' | 'idleTimeout';

/** State of the security centre (`admin.securityCenter`). */
export interface SecurityCenterState {
  status: LoadStatus;
  error?: string;
  /** 0–100; null until loaded. */
  score: number | null;
  scoring: Partial<Record<SecurityCategory, number>>;
  recommendations: SecurityRecommendation[];
  insights: SecurityInsight[];
  /** The session policy as stored (null until read, or when it cannot be read): the adjust dialog starts from it. */
  sessionPolicy: SessionConfiguration | null;
  /** `resetBreached`: confirm the reset e-mails; `adjust`: the session setting being adjusted (target). */
  dialogs: { resetBreached: DialogState<undefined>; adjust: DialogState<SessionSetting> };
  /** Last successful action, for a live-region message. */
  notice?: 'resetSent' | 'sessionUpdated';
  /** Loads the score, recommendations and insights (shows loading). */
  load(): Promise<boolean>;
  /** Loads again keeping what is shown (after a security policy save elsewhere). */
  reload(): Promise<boolean>;
  /** Opens a dialog; `adjust` takes the setting it changes. */
  openDialog(name: 'resetBreached' | 'adjust', setting?: SessionSetting): void;
  closeDialog(name: 'resetBreached' | 'adjust'): void;
  /** Sends the reset-password e-mails to members with a breached password, then reloads. */
  resetBreachedPasswords(): Promise<boolean>;
  /** Turns one session setting on with `value` (seconds; sessions for maxSessions), keeping the others, then reloads. */
  adjustSession(setting: SessionSetting, value: number): Promise<boolean>;
}
