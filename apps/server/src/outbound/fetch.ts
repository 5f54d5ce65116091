import type { OutboundPolicy } from './address';
import { sendOutbound } from './request';

/** What a fetch-shaped caller (oauth4webapi's `customFetch`, metadata reads) passes. */
export interface OutboundInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null;
  signal?: AbortSignal | null;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for tenant-chosen addresses: the policy's checked lookup pins the connection to the checked address, a
 * deadline and a size cap bound it, and redirects come back as answers (never followed).
 */
export function outboundFetch(policy: OutboundPolicy, limits: { timeoutMs: number; maxBytes: number }) {
  return async (input: string | URL, init: OutboundInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (init.body instanceof URLSearchParams && !headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    const body = init.body == null ? undefined
      : init.body instanceof Uint8Array || init.body instanceof ArrayBuffer ? Buffer.from(init.body as Uint8Array) : String(init.body);
    const answer = await sendOutbound(input, { method: init.method, headers: Object.fromEntries(headers.entries()), body, signal: init.signal, policy, overflow: 'fail', ...limits });
    const responseHeaders = new Headers();
    for (const [k, v] of answer.headers) responseHeaders.append(k, v);
    return new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, headers: responseHeaders });
  };
}
