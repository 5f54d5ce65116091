import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { oauthToken } from './calls';
import { AUTH_SAMPLES as S } from './samples';
import { oauthTokenSchema } from './schemas';

const jwt = (claims: object) =>
  [{ alg: 'none' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.sig';

describe('oauthToken (POST /oauth/token, form-encoded per RFC 6749)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each([
    ['authorization_code', S.oauthCode],
    ['refresh_token', S.oauthRefresh],
  ])('sends the %s grant as application/x-www-form-urlencoded', async (_grant, body) => {
    await oauthToken(h.client(), body);
    const sent = h.last();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/frontegg/oauth/token');
    expect(sent.query).toEqual({});
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.headers.authorization).toBe('Bearer test-token');
    const form = Object.fromEntries(new URLSearchParams(sent.raw));
    expect(form).toEqual(body);
    // What the server parses from the form passes the schema it validates with.
    expect(oauthTokenSchema.safeParse(form).success).toBe(true);
  });

  it('leaves absent fields out of the form', async () => {
    await oauthToken(h.client(), { grant_type: 'refresh_token', refresh_token: undefined, scope: 'openid email profile' });
    expect(h.last().raw).toBe('grant_type=refresh_token&scope=openid+email+profile');
  });

  it('normalises an OAuth token response (snake_case) and enriches it with the user', async () => {
    const access = jwt({ sub: 'u-1' });
    h.reply({ body: { access_token: access, refresh_token: 'rt', id_token: 'idt', expires_in: 3600 } }, { body: { id: 'u-1', email: 'a@b.io' } });
    const result = await oauthToken(h.client(), S.oauthCode);
    expect(result).toMatchObject({ accessToken: access, refreshToken: 'rt', id_token: 'idt', expiresIn: 3600 });
    expect(result.user).toMatchObject({ id: 'u-1', email: 'a@b.io', accessToken: access, expiresIn: 3600 });
    expect(h.last().headers.authorization).toBe(`Bearer ${access}`);
  });
});
