import type { Permission, PermissionAssignmentType } from '@portico/rest-api/roles';
import { inputError } from '../shared/status';

/** Local refusals of the roles store. */
export const ROLES_MESSAGES = {
  nameRequired: 'A role needs a name',
  neverAssignable: (name: string) => `The permission ${name} cannot be given to roles`,
  defaultRole: 'The default role cannot be deleted',
} as const;

/** A permission's assignment type (ASSIGNABLE when the server leaves it out). */
export const assignmentOf = (p: Permission | undefined): PermissionAssignmentType => p?.assignmentType ?? 'ASSIGNABLE';

/**
 * The permission set to send for a role: ASSIGNABLE ones as asked, ALWAYS ones always, NEVER ones only if the role
 * already held them (they cannot be changed here).
 * @throws PorticoError `invalid_argument` when a NEVER permission the role does not hold is asked for.
 */
export function resolvePermissionIds(requested: readonly string[], current: readonly string[], all: readonly Permission[]): string[] {
  const byId = new Map(all.map((p) => [p.id, p]));
  const out = new Set<string>();
  for (const id of requested) {
    const p = byId.get(id);
    const type = assignmentOf(p);
    if (type === 'NEVER' && !current.includes(id)) throw inputError(ROLES_MESSAGES.neverAssignable(p?.name ?? id));
    if (type === 'ASSIGNABLE') out.add(id);
  }
  for (const p of all) {
    if (assignmentOf(p) === 'ALWAYS') out.add(p.id);
    if (assignmentOf(p) === 'NEVER' && current.includes(p.id)) out.add(p.id);
  }
  return [...out];
}

/** A role key from its name: lower-case words joined by dashes (a generated key when no letter or digit is left). */
export function roleKeyOf(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key || `role-${Date.now().toString(36)}`;
}
