// Every request payload's zod schema, for servers to validate with, and the response shapes the contract suite checks.
// The client's runtime path never imports this.
export * from './auth/schemas';
export * from './auth/responses/schemas';
export * from './users/schemas';
export * from './users/responses/schemas';
export * from './tenants/schemas';
export * from './configurations/schemas';
export * from './configurations/responses/schemas';
export * from './sso/schemas';
export * from './sso/responses/schemas';
export * from './roles/schemas';
export * from './entitlements/schemas';
export * from './vendors/schemas';
export * from './metadata/schemas';
export * from './reports/schemas';
export * from './notifications/schemas';
export * from './audits/schemas';
export * from './integrations/schemas';
export * from './webhooks/schemas';
export * from './events/schemas';
export * from './security-center/schemas';
export * from './billing/schemas';
