export { createProvisioningRestApi, scimBaseUrlOf, SCIM_PATH } from './api';
export type { ProvisioningApi } from './api';
export { PROVISIONING_MESSAGES, createProvisioningStore } from './store';
export type { CreateConnectionInput, CreatedScimToken, ProvisioningConnection, ProvisioningState } from './types';
