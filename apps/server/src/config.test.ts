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
