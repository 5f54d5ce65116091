// The configurations catalogue cases: used by src/configurations/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/configurations/calls';

const C = '/frontegg/identity/resources/configurations/v1';
const EMAIL = '/frontegg/identity/resources/configurations/restrictions/v1/email-domain';
const IP = `${C}/restrictions/ip`;

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  // policies
  getMfaPolicy: { call: (c) => calls.getMfaPolicy(c), expect: { method: 'GET', path: `${C}/mfa-policy` } },
  saveMfaPolicy: {
    call: (c) => calls.saveMfaPolicy(c, { enforceMFAType: 'Force', allowRememberMyDevice: true, mfaDeviceExpiration: 1209600 }),
    expect: { method: 'POST', path: `${C}/mfa-policy`, body: { enforceMFAType: 'Force', allowRememberMyDevice: true, mfaDeviceExpiration: 1209600 } },
  },
  getVendorMfaPolicy: { call: (c) => calls.getVendorMfaPolicy(c), expect: { method: 'GET', path: `${C}/mfa-policy/vendor` } },
  getMfaRememberDevicePolicy: {
    call: (c) => calls.getMfaRememberDevicePolicy(c),
    expect: { method: 'GET', path: `${C}/mfa-policy/allow-remember-device` },
  },
  getLockoutPolicy: { call: (c) => calls.getLockoutPolicy(c), expect: { method: 'GET', path: `${C}/lockout-policy` } },
  saveLockoutPolicy: {
    call: (c) => calls.saveLockoutPolicy(c, { enabled: true, maxAttempts: 5 }),
    expect: { method: 'POST', path: `${C}/lockout-policy`, body: { enabled: true, maxAttempts: 5 } },
  },
  getCaptchaPolicy: {
    call: (c) => calls.getCaptchaPolicy(c),
    replies: [{ body: { enabled: true, siteKey: 'site', minScore: 0.5 } }],
    expect: { method: 'GET', path: `${C}/captcha-policy/public` },
    result: (r) => expect(r).toEqual({ enabled: true, siteKey: 'site', minScore: 0.5 }),
  },
  getPasswordHistoryPolicy: { call: (c) => calls.getPasswordHistoryPolicy(c), expect: { method: 'GET', path: `${C}/password-history-policy` } },
  savePasswordHistoryPolicy: {
    call: (c) => calls.savePasswordHistoryPolicy(c, { enabled: true, historySize: 5 }),
    expect: { method: 'POST', path: `${C}/password-history-policy`, body: { enabled: true, historySize: 5 } },
  },
  getPasswordConfig: { call: (c) => calls.getPasswordConfig(c), expect: { method: 'GET', path: `${C}/password` } },
  getPublicConfigurations: { call: (c) => calls.getPublicConfigurations(c), expect: { method: 'GET', path: `${C}/public` } },
  getAuthStrategies: { call: (c) => calls.getAuthStrategies(c), expect: { method: 'GET', path: `${C}/auth/strategies` } },
  getPublicAuthStrategies: { call: (c) => calls.getPublicAuthStrategies(c), expect: { method: 'GET', path: `${C}/auth/strategies/public` } },
  getMfaStrategies: { call: (c) => calls.getMfaStrategies(c), expect: { method: 'GET', path: `${C}/mfa/strategies` } },
  // e-mail domains
  getEmailDomainRestrictions: { call: (c) => calls.getEmailDomainRestrictions(c), expect: { method: 'GET', path: EMAIL } },
  createEmailDomainRestriction: {
    call: (c) => calls.createEmailDomainRestriction(c, { domain: 'example.com', type: 'block' }),
    expect: { method: 'POST', path: EMAIL, body: { domain: 'example.com', type: 'block' } },
  },
  deleteEmailDomainRestriction: { call: (c) => calls.deleteEmailDomainRestriction(c, 'd1'), expect: { method: 'DELETE', path: `${EMAIL}/d1` } },
  getEmailDomainRestrictionsConfig: { call: (c) => calls.getEmailDomainRestrictionsConfig(c), expect: { method: 'GET', path: `${EMAIL}/config` } },
  updateEmailDomainRestrictionsConfig: {
    call: (c) => calls.updateEmailDomainRestrictionsConfig(c, { active: true, blockPublicDomains: true, listType: 'allow' }),
    expect: { method: 'POST', path: `${EMAIL}/config`, body: { active: true, blockPublicDomains: true, listType: 'allow' } },
  },
  // IP
  getIpRestrictions: {
    call: (c) => calls.getIpRestrictions(c, { _filter: 'ALLOW' }),
    expect: { method: 'GET', path: IP, query: { _filter: 'ALLOW', _limit: '10', _offset: '0' } },
  },
  createIpRestriction: {
    call: (c) => calls.createIpRestriction(c, { ip: '10.0.0.0/8', strategy: 'ALLOW', isActive: true, description: 'Office' }),
    expect: { method: 'POST', path: IP, body: { ip: '10.0.0.0/8', strategy: 'ALLOW', isActive: true, description: 'Office' } },
  },
  createIpRestrictionsBulk: {
    call: (c) => calls.createIpRestrictionsBulk(c, { ips: [{ ip: '1.2.3.4', strategy: 'BLOCK', isActive: true }] }),
    expect: { method: 'POST', path: `${IP}/bulk`, body: { ips: [{ ip: '1.2.3.4', strategy: 'BLOCK', isActive: true }] } },
  },
  deleteIpRestriction: { call: (c) => calls.deleteIpRestriction(c, 'ip1'), expect: { method: 'DELETE', path: `${IP}/ip1` } },
  getIpRestrictionsConfig: { call: (c) => calls.getIpRestrictionsConfig(c), expect: { method: 'GET', path: `${IP}/config` } },
  updateIpRestrictionsConfig: {
    call: (c) => calls.updateIpRestrictionsConfig(c, { isActive: true, strategy: 'ALLOW' }),
    expect: { method: 'POST', path: `${IP}/config`, body: { isActive: true, strategy: 'ALLOW' } },
  },
  verifyIpRestrictions: {
    call: (c) => calls.verifyIpRestrictions(c),
    replies: [{ body: { valid: true } }],
    expect: { method: 'POST', path: `${IP}/verify` },
    result: (r) => expect(r).toEqual({ valid: true }),
  },
  verifyIpRestrictionsAllow: { call: (c) => calls.verifyIpRestrictionsAllow(c), expect: { method: 'POST', path: `${IP}/verify/allow` } },
};
