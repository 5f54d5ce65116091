// What other domains may use of users (accounts and tenant memberships).
export { createUser, findUserByEmail, getUser, isUniqueViolation, membership, normEmail } from './repo';
export { countMembers, dropTenantless } from './repo';
export { proveAddress } from './prove-address';
export type { AddressProof, AddressProved } from './prove-address';
export { usableMembershipSql, isUsableMembership, noTenantError, tenantsOfUser, MSG_USER_DISABLED } from './repo';
