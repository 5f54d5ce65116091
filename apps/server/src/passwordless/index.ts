export { CHALLENGE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from './challenges';
export { OTC_MSG } from './messages';
export { checkCode, issueChallenge, voidChallenges } from './challenges';
export type { Challenge, Purpose, Refusal } from './challenges';
export { codeRefused } from './messages';
export { normalizePhone } from './sign-in-phone';
export { verifyCode } from './verify';
