/** Permission keys of the account hierarchy (product-spec §6). */
export const HIERARCHY_READ = 'fe.account-hierarchy.read.subAccount';
export const HIERARCHY_WRITE = 'fe.account-hierarchy.write.subAccountAccess';
