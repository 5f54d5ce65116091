import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedPortalUrl, openHostedPortal } from './hosted';

afterEach(() => vi.restoreAllMocks());

describe('hosted portal', () => {
  it.each([
    ['https://auth.acme.example', 'https://auth.acme.example/oauth/portal'],
    ['https://auth.acme.example/', 'https://auth.acme.example/oauth/portal'],
    ['https://acme.example/identity/?x=1#y', 'https://acme.example/identity/oauth/portal'],
  ])('%s → %s', (base, url) => expect(hostedPortalUrl(base)).toBe(url));

  it('opens a new tab without an opener by default', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openHostedPortal({ baseUrl: 'https://auth.acme.example' })).toBe('https://auth.acme.example/oauth/portal');
    expect(open).toHaveBeenCalledWith('https://auth.acme.example/oauth/portal', '_blank', 'noopener');
  });

  it('same window navigates this page and opens no tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://host.test', assign } as Location);
    openHostedPortal({ target: 'sameWindow' });
    expect(assign).toHaveBeenCalledWith('http://host.test/oauth/portal');
    expect(open).not.toHaveBeenCalled();
  });
});
