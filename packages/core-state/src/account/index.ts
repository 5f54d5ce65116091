export { createAccountRestApi } from './api';
export type { AccountApi } from './api';
export { ACCOUNT_MESSAGES, createAccountStore } from './store';
export type { AccountState, AccountTab } from './types';
export { selectAccountForm, selectCustomLoginConfiguration, selectDisplaySettings } from './selectors';
export { createFormatter } from './format';
export type { DateInput, DisplaySettings, Formatter } from './format';
export { LOGIN_ALIAS_PATTERN } from '@portico/rest-api/metadata';
export { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS } from '@portico/rest-api/tenants';
