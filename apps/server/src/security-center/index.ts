// The security-centre domain as the app and other domains use it.
export type { SecuritySources, SourceReader } from './sources';
export type { DomainRestrictionFacts, IpRestrictionFacts, SessionPolicyFacts } from './types';
