import { BUDGET_MSG } from '../budgets';
import { ApiError } from '../http/errors';
import type { Refusal } from './challenges';

/** Messages of passwordless login and phone changes, worded once here. */
export const OTC_MSG = {
  notEnabled: 'This sign-in method is not enabled',
  cooldown: BUDGET_MSG.cooldown,
  tooManyRequests: BUDGET_MSG.tooMany,
  codeWrong: 'The code is incorrect. Check it and try again',
  codeExpired: 'This code has expired. Request a new one',
  codeUsed: 'This code was already used. Request a new one',
  codeTooManyAttempts: 'Too many wrong codes. Request a new one',
  linkUsed: 'This sign-in link was already used. Request a new one from the login page',
  linkExpired: 'This sign-in link has expired. Request a new one from the login page',
  linkInvalid: 'This sign-in link is not valid. Request a new one from the login page',
  linkOtherBrowser: 'Open this sign-in link in the browser where you requested it',
  phoneTokenInvalid: 'This phone change has expired. Start again',
  noPhone: 'Add a phone number to your account first',
  phoneTaken: 'This phone number is already used to sign in to another account',
} as const;

const CODE: Record<Refusal, string> = {
  unknown: OTC_MSG.codeWrong, wrong: OTC_MSG.codeWrong, used: OTC_MSG.codeUsed, expired: OTC_MSG.codeExpired, 'too-many-attempts': OTC_MSG.codeTooManyAttempts,
};
const LINK: Record<Refusal, string> = {
  unknown: OTC_MSG.linkInvalid, wrong: OTC_MSG.linkInvalid, used: OTC_MSG.linkUsed, expired: OTC_MSG.linkExpired, 'too-many-attempts': OTC_MSG.linkInvalid,
};

/** 400 for a refused code. */
export const codeRefused = (reason: Refusal) => new ApiError(400, `CODE_${reason.toUpperCase().replace(/-/g, '_')}`, [CODE[reason]]);
/** 400 for a refused magic link. */
export const linkRefused = (reason: Refusal) => new ApiError(400, `LINK_${reason.toUpperCase().replace(/-/g, '_')}`, [LINK[reason]]);
