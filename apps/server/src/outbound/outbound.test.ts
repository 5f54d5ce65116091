import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnswerTooLarge, addressAllowed, isPublicAddress, outboundFetch, outboundPolicy, resolver, sendOutbound } from './index';

const PRODUCTION = outboundPolicy({ production: true });
let server: Server;
let port = 0;
const hits: string[] = [];
const original = resolver.lookup;

/** Points `resolver.lookup` at a list of answers, one per call (the last repeats), and counts the calls. */
function answers(...lists: string[][]) {
  const state = { calls: 0 };
  resolver.lookup = ((_host: string, _opts: object, cb: (e: null, a: LookupAddress[]) => void) => {
    const list = lists[Math.min(state.calls++, lists.length - 1)]!;
    process.nextTick(() => cb(null, list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))));
  }) as unknown as typeof resolver.lookup;
  return state;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') return res.writeHead(302, { location: `http://127.0.0.1:${port}/landed` }).end();
    if (req.url === '/big') return res.end('x'.repeat(5000));
    if (req.url === '/hang') return;
    res.end('private data');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  resolver.lookup = original;
  hits.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local (metadata), ULA, CGNAT, reserved and every IPv6 wrapping of them', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200', '0.0.0.0', '198.18.0.1',
      '240.0.0.1', '255.255.255.255', '224.0.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'fec0::1', 'ff02::1', '::ffff:127.0.0.1',
      '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', '2001::1', '2001:db8::1']) {
      expect([a, isPublicAddress(a)]).toEqual([a, false]);
    }
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([a, isPublicAddress(a)]).toEqual([a, true]);
  });

  it('an operator network is allowed besides public ones, for its own address family only', () => {
    const policy = outboundPolicy({ production: true, outboundAllowedNetworks: ['10.20.0.0/16', 'fd00:1::/64'] });
    expect(['10.20.3.4', '10.21.0.1', 'fd00:1::5', 'fd00:2::5', '::ffff:10.20.0.9', '8.8.8.8'].map((a) => addressAllowed(a, policy)))
      .toEqual([true, false, true, false, true, true]);
    expect(addressAllowed('127.0.0.1', outboundPolicy({ production: false }))).toBe(true);
  });
});

describe('sendOutbound / outboundFetch in production', () => {
  it('a rebinding name (public, then private) is resolved once and connected where it was checked', async () => {
    const dns = answers(['93.184.216.34'], ['127.0.0.1']);
    // Where the public address leads does not matter here (offline it fails, online it answers): never to loopback.
    await sendOutbound(`http://rebind.test:${port}/secret`, { timeoutMs: 3000, maxBytes: 100, policy: PRODUCTION }).catch(() => undefined);
    expect(dns.calls).toBe(1);
    expect(hits).toEqual([]);
  });

  it('refuses a name whose answer holds any non-public address, before connecting', async () => {
    answers(['93.184.216.34', '127.0.0.1']);
    await expect(sendOutbound(`http://mixed.test:${port}/`, { timeoutMs: 3000, maxBytes: 100, policy: PRODUCTION })).rejects.toThrow('Refused: 127.0.0.1 is not a public address');
    answers(['::ffff:127.0.0.1']);
    await expect(sendOutbound(`http://mapped.test:${port}/`, { timeoutMs: 3000, maxBytes: 100, policy: PRODUCTION })).rejects.toThrow(/^Refused: /);
    expect(hits).toEqual([]);
  });

  it('refuses address literals (no lookup happens for them), mapped IPv6 forms included', async () => {
    const dns = answers(['93.184.216.34']);
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]', '169.254.169.254']) {
      await expect(sendOutbound(`http://${host}:${port}/`, { timeoutMs: 3000, maxBytes: 100, policy: PRODUCTION })).rejects.toThrow(/^Refused: /);
    }
    expect([dns.calls, hits]).toEqual([0, []]);
  });

  it('an allowed operator network is reached; outside production loopback is too', async () => {
    answers(['127.0.0.1']);
    const allowed = outboundPolicy({ production: true, outboundAllowedNetworks: ['127.0.0.1/32'] });
    expect((await sendOutbound(`http://idp.internal.test:${port}/ok`, { timeoutMs: 3000, maxBytes: 100, policy: allowed })).body.toString()).toBe('private data');
    expect((await sendOutbound(`http://127.0.0.1:${port}/ok`, { timeoutMs: 3000, maxBytes: 100, policy: outboundPolicy({ production: false }) })).status).toBe(200);
  });

  it('never follows a redirect, caps the answer and cuts off a peer that never answers', async () => {
    const dev = outboundPolicy({ production: false });
    const res = await outboundFetch(dev, { timeoutMs: 3000, maxBytes: 100 })(`http://127.0.0.1:${port}/redirect`);
    expect([res.status, hits]).toEqual([302, ['/redirect']]);
    await expect(outboundFetch(dev, { timeoutMs: 3000, maxBytes: 100 })(`http://127.0.0.1:${port}/big`)).rejects.toBeInstanceOf(AnswerTooLarge);
    expect((await sendOutbound(`http://127.0.0.1:${port}/big`, { timeoutMs: 3000, maxBytes: 100, overflow: 'truncate', policy: dev })).body.length).toBe(100);
    await expect(sendOutbound(`http://127.0.0.1:${port}/hang`, { timeoutMs: 50, maxBytes: 100, policy: dev })).rejects.toThrow('Timed out after 50 ms');
  });
});
