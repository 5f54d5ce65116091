import { IDENTITY } from '../core/paths';

/** `/identity/resources/auth/v1`. */
export const AUTH_V1 = `${IDENTITY}/auth/v1`;
/** `/identity/resources/auth/v2`. */
export const AUTH_V2 = `${IDENTITY}/auth/v2`;
/** MFA steps during login: `/identity/resources/auth/v1/user/mfa`. */
export const LOGIN_MFA = `${AUTH_V1}/user/mfa`;
