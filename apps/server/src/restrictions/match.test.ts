import { describe, expect, it } from 'vitest';
import { canonicalIp, domainAllowed, ipAllowed, ipInRange, type DomainRules, type IpRules } from './match';

describe('ipInRange', () => {
  it.each([
    ['10.1.2.3', '10.0.0.0/8', true],
    ['11.1.2.3', '10.0.0.0/8', false],
    ['192.168.1.7', '192.168.1.7', true],
    ['192.168.1.8', '192.168.1.7', false],
    ['192.168.1.7', '192.168.1.0/29', true],
    ['192.168.1.8', '192.168.1.0/29', false],
    ['192.168.1.9', '192.168.1.8/31', true],
    ['192.168.1.10', '192.168.1.8/31', false],
    ['::ffff:127.0.0.1', '127.0.0.0/8', true],
    ['127.0.0.1', '::ffff:127.0.0.0/104', true],
    ['2001:db8::1', '2001:db8::/32', true],
    ['2001:db9::1', '2001:db8::/32', false],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1', true],
    ['::1', '::1/128', true],
    ['::1', '127.0.0.1', false],
    ['1.2.3.4', '0.0.0.0/0', true],
    ['fe80::1%eth0', 'fe80::/10', true],
    ['not-an-ip', '0.0.0.0/0', false],
    ['1.2.3.4', 'garbage', false],
  ])('%s in %s → %s', (ip, range, expected) => expect(ipInRange(ip, range)).toBe(expected));

  it('canonical text compresses IPv6 and keeps the prefix only when given', () => {
    expect(canonicalIp('2001:0DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonicalIp('2001:db8:0::/32')).toBe('2001:db8::/32');
    expect(canonicalIp('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(canonicalIp('::ffff:10.0.0.0/104')).toBe('10.0.0.0/8');
    expect(canonicalIp('x')).toBeUndefined();
  });
});

describe('ipAllowed (modes)', () => {
  const rules = (isActive: boolean, strategy: 'ALLOW' | 'BLOCK', entries: IpRules['entries']): IpRules => ({ config: { isActive, strategy }, entries });
  const allow = { ip: '10.0.0.0/8', strategy: 'ALLOW' as const, isActive: true };
  const block = { ip: '2001:db8::/32', strategy: 'BLOCK' as const, isActive: true };
  it('an inactive config lets every address in', () => expect(ipAllowed(rules(false, 'ALLOW', []), '1.2.3.4')).toBe(true));
  it('ALLOW mode: only addresses on the active allow list', () => {
    expect(ipAllowed(rules(true, 'ALLOW', [allow, block]), '10.9.9.9')).toBe(true);
    expect(ipAllowed(rules(true, 'ALLOW', [allow, block]), '11.0.0.1')).toBe(false);
    expect(ipAllowed(rules(true, 'ALLOW', [{ ...allow, isActive: false }]), '10.9.9.9')).toBe(false);
    expect(ipAllowed(rules(true, 'ALLOW', []), '10.9.9.9')).toBe(false);
    expect(ipAllowed(rules(true, 'ALLOW', [allow]), null)).toBe(false);
  });
  it('BLOCK mode: everyone but the active block list; allow entries do not count', () => {
    expect(ipAllowed(rules(true, 'BLOCK', [allow, block]), '2001:db8::5')).toBe(false);
    expect(ipAllowed(rules(true, 'BLOCK', [allow, block]), '2001:dead::5')).toBe(true);
    expect(ipAllowed(rules(true, 'BLOCK', [{ ...allow, strategy: 'BLOCK', isActive: false }]), '10.0.0.1')).toBe(true);
    expect(ipAllowed(rules(true, 'BLOCK', [block]), null)).toBe(true);
  });
});

describe('domainAllowed', () => {
  const rules = (config: Partial<DomainRules['config']>, entries: DomainRules['entries'] = []): DomainRules =>
    ({ config: { active: true, blockPublicDomains: false, listType: 'block', ...config }, entries });
  const entries: DomainRules['entries'] = [{ domain: 'acme.test', type: 'allow' }, { domain: 'evil.test', type: 'block' }];
  it('inactive restricts nothing', () => expect(domainAllowed(rules({ active: false, blockPublicDomains: true }, entries), 'a@gmail.com')).toBe(true));
  it('block list: its domains and their subdomains are refused; allow entries do not count', () => {
    expect(domainAllowed(rules({ listType: 'block' }, entries), 'a@EVIL.test')).toBe(false);
    expect(domainAllowed(rules({ listType: 'block' }, entries), 'a@mail.evil.test')).toBe(false);
    expect(domainAllowed(rules({ listType: 'block' }, entries), 'a@notevil.test')).toBe(true);
    expect(domainAllowed(rules({ listType: 'block' }, entries), 'a@other.test')).toBe(true);
  });
  it('allow list: only its domains; block entries do not count; an empty allow list restricts nothing', () => {
    expect(domainAllowed(rules({ listType: 'allow' }, entries), 'a@acme.test')).toBe(true);
    expect(domainAllowed(rules({ listType: 'allow' }, entries), 'a@other.test')).toBe(false);
    expect(domainAllowed(rules({ listType: 'allow' }, [{ domain: 'evil.test', type: 'block' }]), 'a@other.test')).toBe(true);
  });
  it('blockPublicDomains refuses public mailbox providers whatever the list', () => {
    expect(domainAllowed(rules({ blockPublicDomains: true, listType: 'allow' }, [{ domain: 'gmail.com', type: 'allow' }]), 'a@gmail.com')).toBe(false);
    expect(domainAllowed(rules({ blockPublicDomains: true }), 'a@acme.test')).toBe(true);
  });
});
