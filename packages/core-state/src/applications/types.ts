import type { Application } from '@portico/rest-api/roles';
import type { DialogState, Loadable } from '../shared/status';

/** State of `admin.applications`. */
export interface ApplicationsState {
  applications: Loadable<Application[]>;
  /** User ids assigned to each application (MANAGED_ACCESS ones; FREE_ACCESS apps are everyone's). */
  assignments: Record<string, string[]>;
  /** The assign-users dialog (`target` = application id). */
  dialogs: { assign: DialogState<string> };
  /** Loads the applications, then who is assigned to each. */
  load(): Promise<void>;
  openAssign(appId: string): void;
  closeAssign(): void;
  /** Makes the app's assigned users exactly `userIds` (assigns the new, unassigns the removed). Refused for FREE_ACCESS apps. */
  setAssignedUsers(appId: string, userIds: string[]): Promise<boolean>;
  assignUsers(appId: string, userIds: string[]): Promise<boolean>;
  unassignUsers(appId: string, userIds: string[]): Promise<boolean>;
}
