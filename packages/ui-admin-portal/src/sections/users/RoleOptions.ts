import type { TeamRoleLike } from './types';

/** Role checkbox options from the store's role list. */
export const roleOptions = (roles: readonly TeamRoleLike[]) => roles.map((r) => ({ id: r.id, label: r.name || r.key }));
