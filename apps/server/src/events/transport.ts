import { sendOutbound, type OutboundPolicy } from '../outbound';

export { isPublicAddress, resolver } from '../outbound';

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
  /** Where the receiver may be (production: public addresses only, checked on the address connected to). */
  policy: OutboundPolicy;
}

const MAX_BODY = 4096;

/** POSTs `body` to `url` with a timeout; never follows redirects; resolves with the answer or the reason it failed. */
export async function postJson(url: string, body: string, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | null, text: string): PostResult => ({ statusCode, body: text.slice(0, MAX_BODY), durationMs: Math.round(performance.now() - started) });
  try {
    const res = await sendOutbound(url, {
      method: 'POST', body, timeoutMs: options.timeoutMs, maxBytes: MAX_BODY, overflow: 'truncate', policy: options.policy,
      headers: { 'content-type': 'application/json', 'user-agent': 'Portico-Webhooks/1', ...options.headers },
    });
    return done(res.status, res.body.toString('utf8'));
  } catch (e) {
    return done(null, e instanceof Error ? e.message : String(e));
  }
}
