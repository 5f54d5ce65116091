import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

describe('secret box (SP private key at rest)', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = seal('server secret', 'sso sp signing key', 'private pem');
    expect(a).not.toBe(seal('server secret', 'sso sp signing key', 'private pem'));
    expect(a).not.toContain('private pem');
    expect(open('server secret', 'sso sp signing key', a)).toBe('private pem');
  });

  it('refuses another server secret, another purpose and an altered text', () => {
    const sealed = seal('server secret', 'sso sp signing key', 'private pem');
    expect(() => open('other secret', 'sso sp signing key', sealed)).toThrow();
    expect(() => open('server secret', 'other purpose', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('private peM').toString('base64url');
    expect(() => open('server secret', 'sso sp signing key', parts.join('.'))).toThrow();
    expect(() => open('server secret', 'sso sp signing key', 'plain text')).toThrow('not a sealed secret');
  });
});
