export { readSessionPolicy, sessionPolicyFacts } from './repo';
export { sessionPolicyExpiredSql, maxSessionsSql } from './enforce';
export { DEFAULT_SESSION_POLICY } from './policy';
export type { SessionPolicy, SessionPolicyChange } from './policy';
