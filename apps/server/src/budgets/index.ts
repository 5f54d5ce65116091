export { limitCheck } from './checks';
export { deliver } from './deliver';
export { BUDGET_MSG } from './messages';
export { clearCooldowns, spend, spendForOther, spendRequest, trySpend } from './spend';
export type { Destination, Ticket } from './spend';
export { BUDGETS, SMS_NUMBERS_PER_DAY } from './table';
export type { Budget, Purpose, RequestPurpose, Window } from './table';
export type { Payer } from './windows';
