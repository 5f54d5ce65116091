import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { createApiClient } from './client';
import { HEADER_APP_ID, HEADER_LOGIN_ALIAS, HEADER_SCOPED_TENANT, HEADER_SOURCE } from './headers';
import { MESSAGES } from './messages';
import { request } from './request';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('common request rules (§7.0)', () => {
  it('uses the default prefix "frontegg", bearer token, source header and JSON body', async () => {
    await request(h.client(), { method: 'POST', path: '/identity/resources/x', body: { a: 1 } });
    const s = h.last();
    expect(s.path).toBe('/frontegg/identity/resources/x');
    expect(s.headers.authorization).toBe('Bearer test-token');
    expect(s.headers[HEADER_SOURCE]).toBe('portico');
    expect(s.headers['content-type']).toBe('application/json');
    expect(s.body).toEqual({ a: 1 });
  });

  it('honours a custom prefix, a base URL function and a custom source', async () => {
    const seenPaths: string[] = [];
    const client = h.client({ prefix: '/api/', source: 'admin-portal', baseUrl: (path) => (seenPaths.push(path), h.url) });
    await request(client, { method: 'GET', path: '/flags' });
    expect(h.last().path).toBe('/api/flags');
    expect(h.last().headers[HEADER_SOURCE]).toBe('admin-portal');
    expect(seenPaths).toEqual(['/flags']);
  });

  it('sends no authorization header without a token', async () => {
    await request(h.client({ getToken: () => null }), { method: 'GET', path: '/x' });
    expect(h.last().headers.authorization).toBeUndefined();
  });

  it('sends the scoped tenant from the page tenantId, and the alias and app id headers', async () => {
    const client = h.client({ getPageUrl: () => 'https://app.example.com/admin?tenantId=t-42&x=1', loginAlias: 'acme', appId: 'app-1' });
    await request(client, { method: 'GET', path: '/x' });
    const s = h.last();
    expect(s.headers[HEADER_SCOPED_TENANT]).toBe('t-42');
    expect(s.headers[HEADER_LOGIN_ALIAS]).toBe('acme');
    expect(s.headers[HEADER_APP_ID]).toBe('app-1');
  });

  it('omits the optional headers when not configured or there is no page', async () => {
    await request(h.client({ getPageUrl: () => undefined }), { method: 'GET', path: '/x' });
    const s = h.last();
    expect(s.headers[HEADER_SCOPED_TENANT]).toBeUndefined();
    expect(s.headers[HEADER_LOGIN_ALIAS]).toBeUndefined();
    expect(s.headers[HEADER_APP_ID]).toBeUndefined();
  });

  it('merges extra headers and lets the interceptor change the request', async () => {
    const client = h.client({
      getHeaders: async () => ({ 'x-extra': 'yes' }),
      beforeRequest: (r) => {
        r.init.headers['x-intercepted'] = '1';
      },
    });
    await request(client, { method: 'GET', path: '/x', query: { a: 1, b: ['x', 'y'], c: undefined, d: null } });
    const s = h.last();
    expect(s.headers['x-extra']).toBe('yes');
    expect(s.headers['x-intercepted']).toBe('1');
    expect(s.query).toEqual({ a: '1', b: ['x', 'y'] });
  });

  it('defaults credentials to same-origin and passes a configured value', async () => {
    const seen: RequestCredentials[] = [];
    const spy: typeof fetch = (url, init) => (seen.push(init?.credentials as RequestCredentials), fetch(url, init));
    await request(h.client({ fetch: spy }), { method: 'GET', path: '/x' });
    await request(h.client({ fetch: spy, credentials: 'include' }), { method: 'GET', path: '/x' });
    expect(seen).toEqual(['same-origin', 'include']);
  });

  it('aborts with the given signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(request(h.client(), { method: 'GET', path: '/x', signal: controller.signal })).rejects.toThrow(/abort/i);
  });

  it('keeps several clients independent', async () => {
    const a = h.client({ getToken: () => 'token-a', prefix: 'a' });
    const b = h.client({ getToken: () => 'token-b', prefix: 'b' });
    await request(a, { method: 'GET', path: '/x' });
    await request(b, { method: 'GET', path: '/x' });
    const [sa, sb] = h.seen.slice(-2);
    expect([sa?.path, sa?.headers.authorization]).toEqual(['/a/x', 'Bearer token-a']);
    expect([sb?.path, sb?.headers.authorization]).toEqual(['/b/x', 'Bearer token-b']);
  });

  it('refuses a client without a base URL', () => {
    expect(() => createApiClient({} as never)).toThrow(/baseUrl/);
  });
});

describe('blob responses', () => {
  it('are handed back as a named file', async () => {
    h.reply({ status: 200, body: 'a,b\n1,2\n', headers: { 'content-type': 'text/csv' } });
    const file = await request<File>(h.client(), { method: 'POST', path: '/x', responseType: 'blob', outputFileName: 'audits.csv' });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('audits.csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  it('need an outputFileName (refused before any request)', async () => {
    const before = h.seen.length;
    await expect(request(h.client(), { method: 'GET', path: '/x', responseType: 'blob' })).rejects.toMatchObject({
      message: MESSAGES.outputFileNameRequired,
      code: 'invalid_argument',
    });
    expect(h.seen.length).toBe(before);
  });
});
