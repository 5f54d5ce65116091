export { createReportsRestApi } from './api';
export type { ReportsApi } from './api';
export { createReportsStore } from './store';
export type { ReportsState } from './types';
export { selectReport } from './selectors';
