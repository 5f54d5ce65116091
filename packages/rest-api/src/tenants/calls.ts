// Every call of the tenants domain, one module per sub-area (the public barrel is index.ts).
export * from './hierarchy';
export * from './sub-tenants';
export * from './sub-tenant-users';
export * from './account-settings';
export * from './team';
export * from './invites';
export * from './add-users';
