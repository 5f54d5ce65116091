import { describe, expect, it } from 'vitest';
import { strictCsp } from './csp';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));

describe('strictCsp', () => {
  it('allows only the page itself: no inline script or style, no framing, no plugins', () => {
    const d = directives(strictCsp());
    expect(d['script-src']).toBe("script-src 'self'");
    expect(d['style-src']).toBe("style-src 'self'");
    expect(d['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(d['object-src']).toBe("object-src 'none'");
    expect(d['frame-src']).toBeUndefined();
    expect(strictCsp()).not.toContain('unsafe');
  });

  it('adds the nonce to style-src only, and Stripe and extra API origins only when asked', () => {
    const d = directives(strictCsp({ nonce: 'abc', stripe: true, connect: ['https://auth.example.com'] }));
    expect(d['style-src']).toBe("style-src 'self' 'nonce-abc'");
    expect(d['script-src']).toBe("script-src 'self' https://js.stripe.com");
    expect(d['frame-src']).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(d['connect-src']).toBe("connect-src 'self' https://api.stripe.com https://auth.example.com");
  });
});
