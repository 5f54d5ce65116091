import type { BrowserContext, Page } from '@playwright/test';

/** What a page of an origin can read from every client-side store (SECURITY.md 6). */
export interface ClientStores {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDbNames: string[];
  cookie: string;
}

/** Serves an empty page at `${origin}/__probe` in the context. */
export async function serveProbe(context: BrowserContext, origin: string): Promise<void> {
  await context.route(`${origin}/__probe`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }));
}

/** Reads localStorage, sessionStorage, IndexedDB names and document.cookie as the page's scripts see them. */
export function readClientStores(page: Page): Promise<ClientStores> {
  return page.evaluate(async () => {
    const dump = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => [s.key(i)!, s.getItem(s.key(i)!) ?? '']));
    const dbs = await indexedDB.databases();
    return { localStorage: dump(localStorage), sessionStorage: dump(sessionStorage), indexedDbNames: dbs.map((d) => d.name ?? ''), cookie: document.cookie };
  });
}
