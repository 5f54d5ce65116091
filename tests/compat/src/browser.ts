// The smallest browser a published browser SDK needs in Node: a page address, Web Storage, an <a> for downloads, and a
// fetch that keeps cookies like a browser (same-origin, httpOnly kept out of reach) and sends Origin on writes.

/** One request the SDK sent and how the server answered it. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  /** The router had no route for it (the server's route-miss header). */
  routeMiss: boolean;
  body: unknown;
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number { return this.items.size; }
  key(i: number): string | null { return [...this.items.keys()][i] ?? null; }
  getItem(k: string): string | null { return this.items.get(k) ?? null; }
  setItem(k: string, v: string): void { this.items.set(k, String(v)); }
  removeItem(k: string): void { this.items.delete(k); }
  clear(): void { this.items.clear(); }
}

/** What the shims expose to the test: the page, the jar, the downloads and the exchange log. */
export interface FakeBrowser {
  /** Moves the page (the SDK reads `?tenantId=` from it as the scoped tenant). */
  goTo(url: string): void;
  readonly cookies: Map<string, string>;
  readonly downloads: string[];
  readonly log: Exchange[];
  /** Restores the globals the shims replaced. */
  uninstall(): void;
}

const GLOBALS = ['window', 'document', 'sessionStorage', 'localStorage', 'fetch'] as const;

/**
 * Installs the shims on `globalThis`. Call only after every in-process server has started: some libraries decide at
 * load time whether they run in a browser by looking for `window`.
 * @param serverOrigin the API's origin: cookies are kept and sent for it only, as a browser does for same-origin calls
 */
export function installBrowser(pageUrl: string, serverOrigin: string, routeMissHeader: [string, string]): FakeBrowser {
  const g = globalThis as Record<string, unknown>;
  const saved = Object.fromEntries(GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(g, k)]));
  const nodeFetch = globalThis.fetch;
  const cookies = new Map<string, string>();
  const downloads: string[] = [];
  const log: Exchange[] = [];
  let page = new URL(pageUrl);
  const location = {
    get href() { return page.href; },
    set href(v: string) { page = new URL(v, page); },
    get search() { return page.search; },
    get origin() { return page.origin; },
    get pathname() { return page.pathname; },
    get host() { return page.host; },
    get hostname() { return page.hostname; },
    get protocol() { return page.protocol; },
    assign(v: string) { page = new URL(v, page); },
    replace(v: string) { page = new URL(v, page); },
  };
  const win = { location, sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage(), addEventListener() {}, removeEventListener() {} };
  const document = {
    cookie: '',
    createElement: () => {
      const attrs = new Map<string, string>();
      return { href: '', setAttribute: (k: string, v: string) => attrs.set(k, v), click: () => downloads.push(attrs.get('download') ?? 'output'), remove() {} };
    },
    body: { appendChild() {}, removeChild() {} },
  };
  const fetchLikeABrowser: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    const sameOrigin = url.origin === serverOrigin;
    const credentials = init.credentials ?? 'same-origin';
    if (sameOrigin && credentials !== 'omit' && cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', page.origin);
    const res = await nodeFetch(url, { ...init, headers, redirect: 'manual', signal: init.signal ?? AbortSignal.timeout(15_000) });
    if (sameOrigin) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', ...rest] = pair.split('=');
        const value = rest.join('=');
        if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const body: unknown = /json/.test(res.headers.get('content-type') ?? '') ? await res.clone().json().catch(() => undefined) : undefined;
      log.push({ method, path: url.pathname, status: res.status, routeMiss: res.headers.get(routeMissHeader[0]) === routeMissHeader[1], body });
    }
    return res;
  };
  Object.assign(g, { window: win, document, sessionStorage: win.sessionStorage, localStorage: win.localStorage, fetch: fetchLikeABrowser });
  return {
    goTo: (url) => { page = new URL(url, page); },
    cookies, downloads, log,
    uninstall: () => {
      for (const k of GLOBALS) {
        const d = saved[k];
        if (d) Object.defineProperty(g, k, d);
        else delete g[k];
      }
    },
  };
}
