import { describe, expect, it } from 'vitest';
import { findLeaks, passwordsInSource, secretsFromBody, secretsFromOutbox } from '../../e2e/log-check/secrets';

// The e2e run's after-journeys log grep (e2e/log-check/): each kind of secret it must catch, and what it must let pass.
const line = (o: object) => JSON.stringify({ level: 30, time: 1763916989123456, reqId: 'a1234567-89ab-4cde-8f01-234567890abc', ...o });
const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('e2e log grep', () => {
  it('catches a JWT, SCIM and API bearer secrets, and any Bearer credential, whatever their value', () => {
    const log = [
      line({ msg: 'request', path: `/x/${jwt}` }),
      line({ msg: 'SCIM error', detail: 'token portico_scim_Q2hlY2tUaGlzVG9rZW4' }),
      line({ msg: 'x', secret: 'portico_at_abcdefghijkl' }),
      line({ msg: 'x', header: 'Bearer abcdefghijklmnopqrstuvwxyz' }),
    ].join('\n');
    expect(findLeaks(log, []).map((l) => [l.kind, l.line])).toEqual([['jwt', 1], ['scim-token', 2], ['api-token', 3], ['bearer', 4]]);
  });

  it('catches fixture passwords, one-time codes, magic-link tokens and refresh cookies the run used', () => {
    const outbox = [
      { text: 'Your code is 482913', codes: ['482913'], links: [] },
      { text: 'Sign in', codes: '[]', links: '["http://app.test/account/magic?token=ml-Q1w2e3r4t5y6u7i8o9p0&userId=u1"]' },
    ];
    const known = [
      ...secretsFromOutbox(outbox),
      ...secretsFromBody({ email: 'a@b.test', password: 'a long passphrase for e2e', mfa: { code: '771100' } }),
      { kind: 'cookie', value: 'rT0k3n-Rotated_Refresh-Value-43-chars-long-xx' },
    ];
    expect(known.map((k) => k.kind)).toEqual(['one-time code', 'link token', 'request password', 'request code', 'cookie']);
    const log = [
      line({ msg: 'request', path: '/verify/482913' }),
      line({ msg: 'x', body: '{"password":"a long passphrase for e2e"}' }),
      line({ msg: 'x', url: '/magic?token=ml-Q1w2e3r4t5y6u7i8o9p0' }),
      line({ msg: 'x', cookie: 'portico_refresh=rT0k3n-Rotated_Refresh-Value-43-chars-long-xx' }),
      line({ msg: 'x', code: 771100 }),
    ].join('\n');
    expect(findLeaks(log, known).map((l) => [l.kind, l.line])).toEqual([
      ['one-time code', 1], ['request password', 2], ['link token', 3], ['cookie', 4], ['request code', 5],
    ]);
  });

  it('passes a clean log: redacted values, and codes that only appear inside epochs, UUIDs or longer numbers', () => {
    const known = [{ kind: 'one-time code', value: '916989' }, { kind: 'one-time code', value: '234567' }, { kind: 'x', value: 'abc' }];
    const log = [line({ msg: 'request', path: '/users/v1/activate', status: 200, ms: 9169890 }), line({ auth: 'Bearer [jwt]', token: '[redacted]' })].join('\n');
    expect(findLeaks(log, known)).toEqual([]);
  });

  it('reads fixture passwords from journey sources and masks what it reports', () => {
    expect(passwordsInSource(`const PASSWORD = 'role journey passphrase';\nconst password = \`\${p} x\`; login({ password: "Billing-e2e-Pass-1" })`))
      .toEqual(['role journey passphrase', 'Billing-e2e-Pass-1']);
    const [leak] = findLeaks('the password is role journey passphrase', [{ kind: 'fixture password', value: 'role journey passphrase' }]);
    expect(leak).toEqual({ kind: 'fixture password', line: 1, hint: 'ro…se (23 chars)' });
  });
});
