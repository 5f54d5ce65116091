// What other domains may use of users: creating accounts and proving addresses (reads of accounts and memberships: membership/).
export { createUser, dropTenantless, findUserByEmail, isUniqueViolation, normEmail } from './repo';
export { proveAddress } from './prove-address';
export type { AddressProof, AddressProved } from './prove-address';
export { createSignUpAccount } from './signup-account';
export type { SignUpAccount } from './signup-account';
