export { passwordlessRoutes, MAGIC_LINK_BROWSER_COOKIE } from './routes';
export { phoneRoutes } from './phone-routes';
export { smsOutboxRoutes } from './sms-outbox';
export { CHALLENGE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from './challenges';
export { RESEND_COOLDOWN_SECONDS, SENDS_PER_ACCOUNT_PER_HOUR, REQUESTS_PER_IP_PER_HOUR } from './limits';
export { OTC_MSG } from './messages';
