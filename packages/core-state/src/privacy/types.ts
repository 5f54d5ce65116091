import type { MfaDevices, Session, SessionConfiguration } from '@portico/rest-api/users';
import type { DialogState, Loadable } from '../shared/status';

/** Kinds of MFA device, as `getMfaDevices` groups them. */
export type MfaDeviceKind = 'authenticator' | 'sms' | 'webauthn' | 'email';

/** One MFA device in a flat list. */
export interface MfaDeviceRow {
  kind: MfaDeviceKind;
  /** Device id (the e-mail address for e-mail codes, which have no id). */
  id: string;
  /** What the UI shows: phone number, key name, e-mail… */
  label?: string;
  /** Whether this device can be removed alone (e-mail codes go only with MFA as a whole: `kind: 'all'`). */
  removable: boolean;
}

/** What the disable-MFA dialog acts on: one device, or MFA as a whole (`kind: 'all'`). */
export interface MfaDisableTarget {
  kind: MfaDeviceKind | 'all';
  id?: string;
  /** SMS removal: the challenge token of the code sent to the phone (set by `startDisableSms`). */
  otcToken?: string;
}

/** State of `admin.privacy`. */
export interface PrivacyState {
  /** Login sessions; the one making the calls has `current: true`. */
  sessions: Loadable<Session[]>;
  mfa: Loadable<MfaDevices | null>;
  /** The tenant's session limits that apply to the user (idle timeout, re-login, concurrent sessions). */
  sessionLimits: Loadable<SessionConfiguration | null>;
  dialogs: {
    /** Revoke one session (`target` = session id). */
    revokeSession: DialogState<string>;
    /** Revoke every session but the current one. */
    revokeOthers: DialogState<undefined>;
    /** Disable an MFA device or MFA altogether, with re-authentication. */
    disableMfa: DialogState<MfaDisableTarget>;
  };
  loadSessions(): Promise<void>;
  loadMfaDevices(): Promise<void>;
  loadSessionLimits(): Promise<void>;
  openRevokeSession(sessionId: string): void;
  openRevokeOthers(): void;
  openDisableMfa(target: MfaDisableTarget): void;
  closeDialog(name: keyof PrivacyState['dialogs']): void;
  /** Ends one session (refused locally for the current one: that is logout). */
  revokeSession(sessionId: string): Promise<boolean>;
  /** Ends every other session; the current one stays. */
  revokeOtherSessions(): Promise<boolean>;
  /** Sends the SMS code that confirms removing an SMS device; stores its challenge in the dialog. */
  startDisableSms(deviceId: string): Promise<boolean>;
  /**
   * Disables the dialog's target with the re-authentication `code` (authenticator/recovery code, or the SMS code).
   * WebAuthn devices need no code (the host runs step-up first).
   */
  disableMfa(code?: string): Promise<boolean>;
}
