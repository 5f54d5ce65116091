import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** What a receiver answered (statusCode null when it could not be reached). */
export interface PostResult {
  statusCode: number | null;
  body: string;
  durationMs: number;
}

/** Options of one outgoing POST. */
export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  /** Refuse private, loopback, link-local and other non-public addresses (production). */
  publicOnly: boolean;
}

const MAX_BODY = 4096;

/** True when the address is on the public internet (ipaddr's 'unicast' range; v4-mapped v6 read as v4). */
export const isPublicAddress = (address: string): boolean => ipaddr.process(address).range() === 'unicast';

/** The name resolver deliveries use (tests point names at loopback without a DNS server). */
export const resolver: { lookup: typeof dnsLookup } = { lookup: dnsLookup };

const refusal = (address: string) => new Error(`Refused: ${address} is not a public address`);

/** Resolves like dns.lookup, then refuses any non-public answer, so the checked address is the one connected to. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  resolver.lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || !addresses[0]) return callback(bad ? refusal(bad.address) : new Error(`No address for ${hostname}`), '', 0);
    // Node asks for every address when it races IPv4/IPv6, one otherwise.
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
};

/** POSTs `body` to `url` with a timeout; never follows redirects; resolves with the answer or the reason it failed. */
export function postJson(url: string, body: string, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | null, text: string): PostResult => ({ statusCode, body: text.slice(0, MAX_BODY), durationMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done(null, 'Invalid URL'));
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (options.publicOnly && isIP(host) && !isPublicAddress(host)) return resolve(done(null, refusal(host).message));
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Portico-Webhooks/1', 'content-length': String(Buffer.byteLength(body)), ...options.headers },
      ...(options.publicOnly ? { lookup: publicLookup } : {}),
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < MAX_BODY) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => resolve(done(res.statusCode ?? null, Buffer.concat(chunks).toString('utf8'))));
      res.on('error', (e) => resolve(done(res.statusCode ?? null, e.message)));
    });
    // A whole-request deadline: a receiver that trickles its answer is cut off too.
    const timer = setTimeout(() => req.destroy(new Error(`Timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (e) => resolve(done(null, e.message)));
    req.end(body);
  });
}
