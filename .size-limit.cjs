// Budgets per public entry (gzip, minified, tree-shaken). Per-call budgets of rest-api, and the whole client's size,
// are measured by scripts/budgets.mjs (every call bundled alone ≤ 2 kB gzip).
module.exports = [
  {
    name: '@portico/entitlements (whole package)',
    path: 'packages/entitlements/dist/index.js',
    import: '*',
    gzip: true,
    limit: '3 kB',
  },
  {
    name: '@portico/rest-api core (createApiClient + request + errors)',
    path: 'packages/rest-api/dist/index.js',
    import: '{ createApiClient, request, isPorticoError }',
    gzip: true,
    limit: '2 kB',
  },
  {
    name: '@portico/rest-api login alone',
    path: 'packages/rest-api/dist/auth.js',
    import: '{ login }',
    gzip: true,
    limit: '2 kB',
  },
  {
    name: '@portico/billing rules and selectors (the store is core-state\'s admin.billing; core-state external)',
    path: 'packages/billing/dist/index.js',
    import: '{ createBillingStores, selectDisplayStatus, selectCanCancel, formatAmount }',
    ignore: ['@portico/core-state', '@portico/core-state/admin', 'zustand', 'immer'],
    gzip: true,
    // The store moved to core-state (admin.billing: 2.4 kB here before, with the selectors): what stays is the rules, the
    // selectors and a deprecated alias. The store's eager part and its lazy chunks are counted on the demo build (apps/demo size).
    limit: '0.5 kB',
  },
  {
    // Stripe Elements (@stripe/*) loads only on the payment-method screen when a publishable key is set (issue: without Stripe.js).
    name: '@portico/billing/react screens (React, core-state and the lazy Stripe Elements chunk external)',
    path: 'packages/billing/dist/react.js',
    import: '{ BillingScreens }',
    // The lazy chunk itself (./StripeCardForm-<hash>.js) too: it is fetched only with a publishable key, never with the screens.
    ignore: ['react', 'react/jsx-runtime', '@portico/core-state', '@portico/core-state/react', 'zustand', 'immer', '@stripe/react-stripe-js', '@stripe/stripe-js', '@stripe/stripe-js/pure', './StripeCardForm-*',
      // The billing-details form's react-hook-form + zod are the portal's own (every portal form uses them).
      'react-hook-form', '@hookform/resolvers/zod', 'zod/mini',
      // ui-kit's Button and TextField are the portal's own too (0.6 kB gzip; 5.88 kB with them counted, 5.44 kB without).
      '@portico/ui-kit'],
    gzip: true,
    // 4 kB before the 3-D Secure test challenge, Stripe.js handleNextAction and the react-hook-form details form; 4.8 kB
    // then, counting the lazy Stripe chunk's own code. Without it, and with the restyled screens (summary and plan
    // cards, badges, the host-table slot and its plain fallback), 4.48 kB: the 4 kB goal is not reached. The lifecycle
    // screens (plan-change confirmation, end or cancel a trial, card default and removal buttons) bring it to 5.51 kB.
    // ui-kit's Button and TextField in place of the hand-rolled markup: 5.44 kB.
    limit: '5.6 kB',
  },
];
