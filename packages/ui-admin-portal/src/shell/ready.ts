/** Message of the spec's catalogue when the portal does not become ready in time. */
export const PORTAL_NOT_READY_MESSAGE = 'Failed to load Renderer with themeSetter';
/** Message of the spec's catalogue when the portal is given stores of another Portico instance. */
export const STORE_MISMATCH_MESSAGE = 'Mismatch in store names';
/** Polling interval and time-out of {@link waitForAdminPortal} (product-spec §2). */
export const PORTAL_POLL_MS = 50;
export const PORTAL_TIMEOUT_MS = 4000;

/** Attribute the portal root carries once its first section can render. */
export const READY_ATTRIBUTE = 'data-portico-admin-ready';

/**
 * Resolves with the portal root once a mounted portal is ready, polling every 50 ms; rejects after 4000 ms with
 * `Failed to load Renderer with themeSetter`.
 */
export function waitForAdminPortal(
  within: ParentNode = document,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<Element> {
  const { intervalMs = PORTAL_POLL_MS, timeoutMs = PORTAL_TIMEOUT_MS } = options;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const root = within.querySelector(`[${READY_ATTRIBUTE}="true"]`);
      if (root) return resolve(root);
      if (Date.now() - started >= timeoutMs) return reject(new Error(PORTAL_NOT_READY_MESSAGE));
      setTimeout(tick, intervalMs);
    };
    tick();
  });
}
