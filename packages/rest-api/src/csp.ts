/**
 * The one strict Content-Security-Policy of every Portico page (the demo's preview server, the gate, the reference
 * server's hosted login and portal, the deploy's nginx): no inline script, no inline style attribute, never framed.
 * It lives in the bottom package because the server may not import UI packages and the Vite configs run in Node.
 */

/** Placeholder in a page's HTML replaced by each response's nonce (`<meta name="csp-nonce" content="…">`). */
export const CSP_NONCE_PLACEHOLDER = '__PORTICO_CSP_NONCE__';

/** Options of {@link strictCsp}. */
export interface StrictCspOptions {
  /** Allows one `<style>` carrying this nonce (the scroll lock of Radix dialogs, given it through get-nonce). */
  nonce?: string;
  /** Billing on Stripe (a publishable key is set): Stripe.js, its iframes and its API, and only then. */
  stripe?: boolean;
  /** Other origins the page may call (a gate whose API is on another origin). */
  connect?: string[];
}

/** The policy as a header value. Never 'unsafe-inline'. */
export function strictCsp({ nonce, stripe = false, connect = [] }: StrictCspOptions = {}): string {
  const stripeJs = stripe ? ' https://js.stripe.com' : '';
  const origins = [...(stripe ? ['https://api.stripe.com'] : []), ...connect].map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${stripeJs}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${origins}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
