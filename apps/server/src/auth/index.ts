// The auth domain as other domains use it: signing in (each way of proving who one is ends here), refresh, MFA steps.
export { checkPassword, completeLogin, finishSecondFactor, landingTenant, startSession } from './service';
export { refreshSession } from './refresh';
export { finishMfaLogin, pendingMfaLogin } from './mfa-steps';
