import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup, literalRefusal, type OutboundPolicy } from './address';

/** One request to an address a tenant chose. */
export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole-request deadline: a peer that trickles its answer is cut off too. */
  timeoutMs: number;
  /** The most answer bytes kept; past it `truncate` drops the rest, `fail` aborts with an error. */
  maxBytes: number;
  overflow?: 'truncate' | 'fail';
  signal?: AbortSignal | null;
  policy: OutboundPolicy;
}

/** What the peer answered. */
export interface OutboundAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** The answer passed the request's `maxBytes` with `overflow: 'fail'`. */
export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`Answer larger than ${maxBytes} bytes`);
  }
}

const pairs = (raw: string[]): [string, string][] => raw.flatMap((v, i) => (i % 2 ? [] : [[v, raw[i + 1] ?? ''] as [string, string]]));

/**
 * Sends one request with node's http/https and the policy's checked lookup, so the address checked is the address
 * connected to (TLS still verifies the name). Never follows redirects. Rejects with the reason it failed.
 */
export function sendOutbound(url: string | URL, o: OutboundRequest): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return reject(new Error('Invalid URL'));
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return reject(new Error(`Unsupported protocol ${target.protocol}`));
    const refused = literalRefusal(target, o.policy);
    if (refused) return reject(refused);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { ...o.headers };
    if (o.body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length')) headers['content-length'] = String(Buffer.byteLength(o.body));
    const req = send(target, { method: o.method ?? 'GET', headers, lookup: checkedLookup(o.policy) }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let cut = false;
      res.on('data', (c: Buffer) => {
        if (cut) return;
        if (size + c.length > o.maxBytes && o.overflow === 'fail') {
          cut = true;
          reject(new AnswerTooLarge(o.maxBytes));
          // Destroyed without the error: a chunk already buffered must not raise it again where nobody listens.
          return req.destroy();
        }
        if (size < o.maxBytes) chunks.push(c.subarray(0, o.maxBytes - size));
        size += c.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs(res.rawHeaders), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`Timed out after ${o.timeoutMs} ms`)), o.timeoutMs);
    const abort = () => req.destroy(new Error('Aborted'));
    o.signal?.addEventListener('abort', abort, { once: true });
    req.on('close', () => {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', abort);
    });
    req.on('error', reject);
    req.end(o.body);
  });
}
