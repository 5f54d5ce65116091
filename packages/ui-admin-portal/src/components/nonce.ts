import { setNonce } from 'get-nonce';

/**
 * Hands the page's CSP nonce to the `<style>` Radix's scroll lock injects (react-remove-scroll-bar reads get-nonce),
 * so dialogs open under a strict `style-src 'nonce-…'` policy. Falls back to `<meta name="csp-nonce">`.
 */
export function applyCspNonce(nonce: string | undefined): void {
  const value = nonce ?? (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content);
  if (value) setNonce(value);
}
