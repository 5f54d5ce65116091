import { compilePermissions } from './matcher';

/** Who asks: the signed-in user's superuser flag, held permission keys (wildcards allowed) and role keys. */
export interface GuardSubject {
  superUser?: boolean;
  permissions?: readonly string[];
  roles?: readonly string[];
}

/** What the content needs: any one of these permission keys or role keys. */
export interface GuardRequirement {
  permissions?: readonly string[];
  roles?: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * Content guard: superusers pass; otherwise one required permission matched by a held key, or one required role
 * key held, lets the subject in. A requirement that names nothing passes.
 * @example canAccess({ permissions: ['fe.secure.*'] }, { permissions: ['fe.secure.read.audits'] }); // true
 */
export function canAccess(subject: GuardSubject, required: GuardRequirement): boolean {
  if (subject.superUser === true) return true;
  const permissions = required.permissions ?? NONE;
  const roles = required.roles ?? NONE;
  if (permissions.length === 0 && roles.length === 0) return true;
  const held = compilePermissions(subject.permissions ?? NONE);
  return permissions.some(held) || roles.some((role) => subject.roles?.includes(role) === true);
}
