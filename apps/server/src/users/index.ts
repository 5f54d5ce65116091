// What other domains may use of users (accounts and tenant memberships).
export { createUser, findUserByEmail, getUser, isUniqueViolation, membership, normEmail } from './repo';
export { countMembers } from './repo';
