import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('OAuth clients from the environment', () => {
  it('registers the first-party client with post-logout URIs derived from its redirect URIs unless configured', () => {
    const [demo] = loadConfig({ APP_URL: 'http://app.test', OAUTH_REDIRECT_URIS: 'http://a.test/oauth/callback,http://a.test/other,http://b.test/cb' }).oauthClients;
    expect(demo).toEqual({ clientId: 'portico-demo', redirectUris: ['http://a.test/oauth/callback', 'http://a.test/other', 'http://b.test/cb'],
      postLogoutRedirectUris: ['http://a.test/', 'http://b.test/'] });
    const [explicit] = loadConfig({ OAUTH_POST_LOGOUT_REDIRECT_URIS: 'http://app.test/bye' }).oauthClients;
    expect(explicit!.postLogoutRedirectUris).toEqual(['http://app.test/bye']);
  });

  it('adds OAUTH_CLIENTS (refresh token in the body) and refuses a malformed list', () => {
    const clients = loadConfig({ OAUTH_CLIENTS: JSON.stringify([{ clientId: 'cli', redirectUris: ['http://127.0.0.1:7/cb'], refreshTokenInBody: true }]) }).oauthClients;
    expect(clients[1]).toEqual({ clientId: 'cli', redirectUris: ['http://127.0.0.1:7/cb'], refreshTokenInBody: true });
    expect(() => loadConfig({ OAUTH_CLIENTS: '[{"clientId":"x","redirectUris":["not a url"]}]' })).toThrow(/OAUTH_CLIENTS/);
    expect(() => loadConfig({ OAUTH_CLIENTS: '{}' })).toThrow(/OAUTH_CLIENTS/);
    expect(() => loadConfig({ OAUTH_CLIENTS: '[{' })).toThrow(/OAUTH_CLIENTS/);
  });
});

describe('outbox worker schedule from the environment', () => {
  it('reads the DELIVERY_* settings, keeps the production schedule for unset ones, refuses a lease not longer than the timeout', () => {
    expect(loadConfig({}).delivery).toEqual({});
    expect(loadConfig({ DELIVERY_LEASE_MS: '5000', DELIVERY_TIMEOUT_MS: '4000', DELIVERY_RETRY_BASE_MS: '200', DELIVERY_POLL_MS: '100' }).delivery)
      .toEqual({ leaseMs: 5000, timeoutMs: 4000, baseDelayMs: 200, pollMs: 100 });
    expect(() => loadConfig({ DELIVERY_LEASE_MS: '5000' })).toThrow('DELIVERY_LEASE_MS must be longer than DELIVERY_TIMEOUT_MS');
    expect(() => loadConfig({ DELIVERY_POLL_MS: 'soon' })).toThrow('DELIVERY_POLL_MS must be a whole number from 10 to');
  });
});

describe('outbound allow-list from the environment', () => {
  it('reads OUTBOUND_ALLOWED_NETWORKS as CIDR ranges (none by default) and refuses anything else', () => {
    expect(loadConfig({}).outboundAllowedNetworks).toBeUndefined();
    expect(loadConfig({ OUTBOUND_ALLOWED_NETWORKS: '10.20.0.0/16, fd00:1::/64' }).outboundAllowedNetworks).toEqual(['10.20.0.0/16', 'fd00:1::/64']);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_NETWORKS: '10.20.0.0' })).toThrow('OUTBOUND_ALLOWED_NETWORKS: 10.20.0.0 is not a CIDR range');
  });
});
