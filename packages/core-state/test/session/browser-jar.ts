/**
 * The browser half of a redirect flow, for interop tests: fetch with manual redirects and a tiny cookie jar per
 * origin (names only, paths ignored: enough for one user agent talking to one server on loopback).
 */
export function browserAgent() {
  const jar = new Map<string, Map<string, string>>();
  const cookieHeader = (url: URL) => [...(jar.get(url.origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (url: URL, response: Response) => {
    const cookies = jar.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.origin, cookies);
  };

  /** One request; redirects are returned, not followed. */
  async function request(input: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(input);
    const headers: Record<string, string> = { cookie: cookieHeader(url) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    remember(url, response);
    return response;
  }

  /**
   * Follows redirects from `start` until one points at `stopPrefix` (returned) or a page answers 200 (given to
   * `onPage`, which submits a form and returns the next response).
   */
  async function drive(start: string, stopPrefix: string, onPage: (html: string, url: string) => Promise<Response>): Promise<string> {
    let url = start;
    let response = await request(url);
    for (let hop = 0; hop < 20; hop++) {
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url).toString();
        if (url.startsWith(stopPrefix)) return url;
        response = await request(url);
      } else if (response.status === 200) {
        response = await onPage(await response.text(), url);
      } else {
        throw new Error(`Unexpected ${response.status} at ${url}: ${(await response.text()).slice(0, 300)}`);
      }
    }
    throw new Error('Too many hops');
  }

  /** A fetch for the app's own calls (token endpoint, API) that shares the browser's cookies, as a page's fetch does. */
  const pageFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const cookie = cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    remember(url, response);
    return response;
  }) as typeof fetch;

  return { request, drive, jar, fetch: pageFetch };
}

/** The action and hidden fields of the first form of a page. */
export function formOf(html: string, base: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`No form in page: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1];
    if (name && /type="hidden"/.test(m[0])) fields[name] = decodeEntities(value ?? '');
  }
  return { action: new URL(decodeEntities(form[1]!), base).toString(), fields };
}

const decodeEntities = (s: string) =>
  s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
