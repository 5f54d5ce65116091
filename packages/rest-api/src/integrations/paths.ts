import { INTEGRATIONS } from '../core/paths';

/** `/integrations/resources/configurations/v1`. */
export const CONFIGURATIONS_V1 = `${INTEGRATIONS}/configurations/v1`;
/** `/integrations/resources/configurations/v2`. */
export const CONFIGURATIONS_V2 = `${INTEGRATIONS}/configurations/v2`;

export { under } from '../core/url';
