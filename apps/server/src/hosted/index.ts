// The hosted domain as other domains use it.
export { hostedLoginUrl } from './login-url';
