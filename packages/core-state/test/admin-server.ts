import { createApiClient } from '@portico/rest-api';
import { createAdminRestApi } from '../src/admin/api';
import { REQUEST_SCHEMAS } from './contract';

/** One request the fake admin server saw (path without the `/frontegg` prefix). */
export interface AdminRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A handler: returns the JSON answer, a `Response`, or throws {@link httpError}. */
export type AdminHandler = (req: AdminRequest, params: string[]) => unknown;

/** A refusal the fake server answers with (`{ errors: [message] }`, as the reference server). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throw from a handler to answer `status` with `message`. */
export const httpError = (status: number, message: string) => new HttpError(status, message);

const matches = (pattern: string, path: string): string[] | null => {
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return null;
  const params: string[] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === '*') params.push(decodeURIComponent(b[i] ?? ''));
    else if (a[i] !== b[i]) return null;
  }
  return params;
};

// Answers 400 with the first issue, as the reference server does, for a body its request schema refuses.
function contractRefusal(method: string, path: string, body: unknown): Response | null {
  for (const [key, schema] of Object.entries(REQUEST_SCHEMAS)) {
    const [m, pattern] = key.split(' ');
    if (m !== method || !pattern || !matches(pattern, path)) continue;
    const result = schema.safeParse(body);
    if (result.success) return null;
    const issue = result.error?.issues[0];
    const message = `contract: ${key} refused ${JSON.stringify(body)}: ${issue?.path.join('.')} ${issue?.message}`;
    return new Response(JSON.stringify({ errors: [message] }), { status: 400, headers: { 'content-type': 'application/json' } });
  }
  return null;
}

/**
 * A real `@portico/rest-api` client over a fake fetch answering `routes` (`'GET /identity/resources/users/v3'`; `*`
 * matches one path segment), and the admin port built on it. Unknown routes answer 404 like the router; a body the
 * server's request schema refuses answers 400 (see ./contract.ts).
 */
export function fakeAdminServer(routes: Record<string, AdminHandler>) {
  const seen: AdminRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/frontegg/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req: AdminRequest = { method, path, query: url.searchParams, body };
    seen.push(req);
    const refusal = contractRefusal(method, path, body);
    if (refusal) return refusal;
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ');
      const params = m === method && pattern ? matches(pattern, path) : null;
      if (!params) continue;
      try {
        const answer = await handler(req, params);
        if (answer instanceof Response) return answer;
        if (answer === undefined) return new Response(null, { status: 204 });
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 500;
        return new Response(JSON.stringify({ errors: [(error as Error).message] }), { status, headers: { 'content-type': 'application/json' } });
      }
    }
    return new Response(JSON.stringify({ errors: ['Not found'] }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetch as typeof globalThis.fetch, getToken: () => 'token' });
  return { client, api: createAdminRestApi(client), seen, calls: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path) };
}
