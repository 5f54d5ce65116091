/**
 * Header names the client sends and the reference server reads. Defined once here.
 * - `Authorization`: `Bearer <access token>` when a token resolver returns one.
 * - {@link HEADER_SOURCE}: which product part sent the call (`portico` by default); the server also requires it on
 *   cookie-authenticated calls, since a cross-site form cannot set a custom header (CSRF defence).
 * - {@link HEADER_SCOPED_TENANT}: the `tenantId` query parameter of the page address, when there is one.
 * - {@link HEADER_LOGIN_ALIAS} and {@link HEADER_APP_ID}: optional custom-login alias and application id.
 */
export const HEADER_AUTHORIZATION = 'authorization';
/** Names the sender; doubles as the CSRF marker on cookie-authenticated calls. */
export const HEADER_SOURCE = 'x-portico-source';
/** Tenant that scopes the request (from the page's `tenantId` query parameter). */
export const HEADER_SCOPED_TENANT = 'x-portico-tenant-id';
/** Custom login alias, when the host configured one. */
export const HEADER_LOGIN_ALIAS = 'x-portico-login-alias';
/** Application id, when the host configured one. */
export const HEADER_APP_ID = 'x-portico-application-id';
/** Default value of the source header. */
export const DEFAULT_SOURCE = 'portico';
