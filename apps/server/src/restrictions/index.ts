export { assertEmailDomainAllowed, assertIpAllowed, assertLoginAllowed, ipPasses, ipRestricted, RESTRICTION_MSG } from './service';
export { domainAllowed, ipAllowed, ipInRange } from './match';
export { domainRestrictionFacts, ipRestrictionFacts, ipRulesFromJson, ipRulesSql } from './repo';
export type { IpRules } from './match';
export { RESTRICTION_UNIQUE } from './unique';
