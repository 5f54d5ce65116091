// The passwords domain as other domains use it.
export { mailPasswordReset, takeResetMailBudget } from './reset-mail';
export { isBreachedPassword, preloadBreachedList } from './breached';
