// The passwords domain as other domains use it.
export { mailPasswordReset } from './reset-mail';
export { isBreachedPassword, preloadBreachedList } from './breached';
export { assertPasswordAllowed, passwordConfig } from './policy';
export { checkNewPassword, setPassword, storePassword } from './service';
