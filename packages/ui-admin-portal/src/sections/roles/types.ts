import type { RolesState } from '@portico/core-state/admin';

/** One role as the roles store holds it. */
export type Role = RolesState['roles']['data'][number];
