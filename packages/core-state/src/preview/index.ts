export { createPreviewApi } from './api';
export type { PreviewApiOptions } from './api';
export { PREVIEW_FLAGS, PREVIEW_ROLES, PREVIEW_TENANTS, PREVIEW_USER } from './data';
export { createAdminPreviewApi } from './admin/api';
export type { AdminPreviewOptions } from './admin/api';
export { createBillingPreviewApi } from './admin/billing';
