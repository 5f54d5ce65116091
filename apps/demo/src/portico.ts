import { createPortico } from '@portico/core-state';

const PREVIEW_KEY = 'portico-demo:preview';

/** Whether the visitor switched the demo to preview mode (a UI preference, never a token). */
export function isPreview(): boolean {
  return globalThis.localStorage?.getItem(PREVIEW_KEY) === '1';
}

/** Switches preview mode and reloads, so one fresh store set talks to the chosen API. */
export function setPreview(on: boolean): void {
  if (on) localStorage.setItem(PREVIEW_KEY, '1');
  else localStorage.removeItem(PREVIEW_KEY);
  location.assign('/');
}

/** Entitlements on: the demo gates a feature by the tenant's plan (home page, Analytics). */
export const ENTITLEMENTS_OPTIONS = { entitlements: { enabled: true } } as const;

/** The demo's one Portico instance; the server is reached through the same-origin proxy of vite. */
export const portico = createPortico({
  baseUrl: location.origin,
  previewMode: isPreview(),
  routes: { authenticatedUrl: '/' },
  // Each tab keeps the tenant it switched to (sessionStorage), as product-spec §4 describes.
  sessionPerTenant: true,
  ...ENTITLEMENTS_OPTIONS,
});

let started = false;
/** Starts the session restore once per page load (main.tsx on /admin before the first render, else App's effect). */
export function startSession(): void {
  if (started) return;
  started = true;
  void portico.session.start();
}
