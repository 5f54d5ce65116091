import { createContext, useContext } from 'react';
import type { Portico } from '@portico/core-state';
import type { Toaster } from '@portico/ui-kit';
import type { AdminStores } from '@portico/core-state/admin';
import type { AdminStrings } from './localization';
import { fieldAppearance } from './access/permissions';

/** How a field shows: not at all, read-only, or editable (product-spec §2 "Field appearance"). */
export type FieldAppearance = 'hidden' | 'viewOnly' | 'edit';
/** How a tab shows (product-spec §2 "Tab appearance"). */
export type TabAppearance = 'hidden' | 'edit';

/** What every section reads. */
export interface AdminContextValue {
  portico: Portico;
  admin: AdminStores;
  strings: AdminStrings;
  lang: string;
  /** Field appearance by `<section>.<field>` (e.g. `profile.jobTitle`); default `edit`. */
  fields: Readonly<Record<string, FieldAppearance>>;
  /** Tab appearance by `<section>.<tab>` (e.g. `account.customLogin`); default `edit`. */
  tabs: Readonly<Record<string, TabAppearance>>;
  /** Held permission keys of the current user. */
  permissions: readonly string[];
  /** Multi-app mode (the `multiApp` prop and the flag multi-apps-admin-portal): applications are shown. */
  multiApp: boolean;
  /** Sign-up page URL the invite link points at. */
  signUpUrl: string;
  /** The portal's one toast region: confirmations are shown through it (see `useAnnounce`). */
  toaster: Toaster;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** Provides the admin context (used by `AdminPortal`). */
export const AdminContextProvider = AdminContext.Provider;

// Apart from the admin context: the root is known only after the first commit, and only dialogs need it, so its
// arrival re-renders the dialogs alone, not every reader of the context (the whole shell and section).
const PortalRootContext = createContext<HTMLElement | null>(null);

/** Provides the portal root (used by `AdminPortal`). */
export const PortalRootProvider = PortalRootContext.Provider;

/** The portal root once mounted (null before): dialogs render inside it so they keep its theme, `dir` and `lang`. */
export function usePortalRoot(): HTMLElement | null {
  return useContext(PortalRootContext);
}

/** The admin context; throws a clear error outside `<AdminPortal>`. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Portico admin sections must be rendered inside <AdminPortal>.');
  return value;
}

/** The strings of the active locale. */
export const useStrings = (): AdminStrings => useAdmin().strings;

/** Appearance of one field: the host's choice, made `viewOnly` where the user may not save it (access/permissions.ts). */
export function useField(key: string): FieldAppearance {
  const { fields, permissions } = useAdmin();
  return fieldAppearance(key, fields, permissions);
}

/** Whether one tab shows. */
export function useTabVisible(key: string): boolean {
  return (useAdmin().tabs[key] ?? 'edit') !== 'hidden';
}
