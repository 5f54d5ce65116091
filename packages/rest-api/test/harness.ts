import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/core';

/** One request as the loopback server saw it. */
export interface Seen {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Query parameters; repeated keys become arrays. */
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  /** Raw body text ('' when none). */
  raw: string;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

/** A programmed reply. */
export interface Reply {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
}

/** A real node:http server on loopback that records requests and answers with queued replies (default 200 `{}`). */
export interface Harness {
  url: string;
  seen: Seen[];
  last(): Seen;
  reply(...replies: Reply[]): void;
  client(options?: Partial<ApiClientOptions>): ApiClient;
  close(): Promise<void>;
}

function parseQuery(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] as string);
  }
  return out;
}

/** Starts the loopback server; close it in afterAll. */
export async function startHarness(): Promise<Harness> {
  const seen: Seen[] = [];
  const queue: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      seen.push({ method: req.method ?? '', path: url.pathname, query: parseQuery(url.searchParams), headers: req.headers, raw, body });
      const r = queue.shift() ?? { body: {} };
      const payload = r.body === undefined ? '' : typeof r.body === 'string' || r.body instanceof Uint8Array ? r.body : JSON.stringify(r.body);
      const type = typeof r.body === 'object' && !(r.body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {};
      res.writeHead(r.status ?? 200, r.statusText ?? 'OK', { ...type, ...r.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    last: () => {
      const s = seen.at(-1);
      if (!s) throw new Error('no request seen');
      return s;
    },
    reply: (...replies) => queue.push(...replies),
    client: (options) => createApiClient({ baseUrl: url, getToken: () => 'test-token', ...options }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
