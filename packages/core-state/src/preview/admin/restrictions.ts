import type { EmailDomainRestriction, IpRestriction } from '@portico/rest-api/configurations';
import type { RestrictionsApi } from '../../restrictions/api';
import { ipInRange } from '../../restrictions/match';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

/** The address the preview server "sees" for the caller (a documentation range). */
export const PREVIEW_CALLER_IP = '203.0.113.10';

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 9, 0) - minutesAgo * 60_000).toISOString();

const sampleIps = (): IpRestriction[] => [
  { id: 'ip-1', ip: '198.51.100.0/24', strategy: 'ALLOW', isActive: true, description: 'Head office', createdAt: at(60), updatedAt: at(60) },
  { id: 'ip-2', ip: '192.0.2.15', strategy: 'ALLOW', isActive: true, description: 'VPN gateway', createdAt: at(120), updatedAt: at(120) },
  { id: 'ip-3', ip: '2001:db8:1200::/40', strategy: 'ALLOW', isActive: true, description: 'Office IPv6', createdAt: at(180), updatedAt: at(180) },
  { id: 'ip-4', ip: '10.20.0.0/16', strategy: 'ALLOW', isActive: false, description: 'Lab (paused)', createdAt: at(240), updatedAt: at(240) },
  { id: 'ip-5', ip: '172.16.8.4', strategy: 'ALLOW', isActive: true, description: 'Build server', createdAt: at(300), updatedAt: at(300) },
  { id: 'ip-6', ip: '100.64.0.0/10', strategy: 'BLOCK', isActive: true, description: 'Carrier NAT', createdAt: at(360), updatedAt: at(360) },
];

const sampleDomains = (): EmailDomainRestriction[] => [
  { id: 'dom-1', domain: 'acme.com', type: 'allow', createdAt: at(500) },
  { id: 'dom-2', domain: 'partner.example', type: 'allow', createdAt: at(520) },
  { id: 'dom-3', domain: 'spam.example', type: 'block', createdAt: at(540) },
];

/** The restrictions port in preview: the same rules and answers as the server, kept in memory. */
export function previewRestrictionsApi(answer: Answer): RestrictionsApi {
  let ips = sampleIps();
  let domains = sampleDomains();
  let ipConfig = { isActive: false, strategy: 'ALLOW' as 'ALLOW' | 'BLOCK' };
  let domainConfig = { active: false, blockPublicDomains: false, listType: 'block' as 'allow' | 'block' };
  const onList = (strategy: 'ALLOW' | 'BLOCK') => ips.some((e) => e.isActive && e.strategy === strategy && ipInRange(PREVIEW_CALLER_IP, e.ip));
  return {
    getIpRestrictions: (q) => answer(() => {
      const limit = Math.min(q._limit || 10, 100);
      const offset = q._offset ?? 0;
      const all = ips.filter((e) => !q._filter || e.strategy === q._filter);
      return { items: structuredClone(all.slice(offset, offset + limit)), _metadata: { totalItems: all.length, totalPages: Math.ceil(all.length / limit) } };
    }),
    saveIpRestriction: (b) => answer(() => {
      const now = new Date().toISOString();
      const found = ips.find((e) => e.ip === b.ip);
      if (found) return structuredClone(Object.assign(found, { strategy: b.strategy, isActive: b.isActive, description: b.description, updatedAt: now }));
      const made: IpRestriction = { id: nextId('ip'), ...b, createdAt: now, updatedAt: now };
      ips = [made, ...ips];
      return structuredClone(made);
    }),
    deleteIpRestriction: (id) => answer(() => {
      if (!ips.some((e) => e.id === id)) throw refuse(404, 'IP restriction not found');
      ips = ips.filter((e) => e.id !== id);
    }),
    getIpConfig: () => answer(() => ({ ...ipConfig })),
    saveIpConfig: (b) => answer(() => ({ ...(ipConfig = { isActive: b.isActive, strategy: b.strategy }) })),
    verifyNotBlocked: () => answer(() => ({ valid: !onList('BLOCK') })),
    verifyAllowed: () => answer(() => ({ valid: onList('ALLOW') })),
    getMyIp: () => answer(() => PREVIEW_CALLER_IP),
    getDomains: () => answer(() => structuredClone([...domains].sort((a, b) => a.domain.localeCompare(b.domain)))),
    addDomain: (b) => answer(() => {
      if (domains.some((d) => d.domain === b.domain && d.type === b.type)) throw refuse(409, 'This domain is already on the list');
      const made = { id: nextId('dom'), domain: b.domain, type: b.type, createdAt: new Date().toISOString() };
      domains = [...domains, made];
      return structuredClone(made);
    }),
    deleteDomain: (id) => answer(() => {
      if (!domains.some((d) => d.id === id)) throw refuse(404, 'Email domain restriction not found');
      domains = domains.filter((d) => d.id !== id);
    }),
    getDomainConfig: () => answer(() => ({ ...domainConfig })),
    saveDomainConfig: (b) => answer(() => ({ ...(domainConfig = { ...domainConfig, ...Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) }) })),
  };
}
