import type { ReactNode } from 'react';
import { useAdmin, useStrings } from '../context';
import { can, type ActionId } from './permissions';

/** Whether the signed-in user may perform a write action of the portal (`useCan('roles.write')`). */
export function useCan(action: ActionId): boolean {
  return can(useAdmin().permissions, action);
}

/** Appearance of one field, from the host's choice and the user's permissions (`useAppearance('account.website')`). */
export { useField as useAppearance } from '../context';

/** One line under a section's heading when the user may view it but not change it; nothing otherwise. */
export function ReadOnlyNote({ action, text }: { action: ActionId; text?: string }) {
  const strings = useStrings();
  if (useCan(action)) return null;
  return <p className="portico-admin-readonly-note" data-readonly-note={action}>{text ?? strings.access.readOnly}</p>;
}

/**
 * Its controls stay readable but cannot be changed (a disabled fieldset) when the user may not perform `action`;
 * used around forms whose fields are seen by readers too. Buttons that only write are hidden by the section itself.
 */
export function ViewOnly({ action, children }: { action: ActionId; children: ReactNode }) {
  const allowed = useCan(action);
  return <fieldset className="portico-admin-viewonly" disabled={!allowed} data-appearance={allowed ? 'edit' : 'viewOnly'}>{children}</fieldset>;
}
