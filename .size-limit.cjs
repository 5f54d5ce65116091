// Budgets per public entry (gzip, minified, tree-shaken). Per-call budgets of rest-api are in scripts/budgets.mjs.
module.exports = [
  {
    name: '@portico/entitlements (whole package)',
    path: 'packages/entitlements/dist/index.js',
    import: '*',
    limit: '3 kB',
  },
  {
    name: '@portico/rest-api core (createApiClient + request + errors)',
    path: 'packages/rest-api/dist/index.js',
    import: '{ createApiClient, request, isPorticoError }',
    limit: '2 kB',
  },
  {
    name: '@portico/rest-api whole client (every domain, no schemas)',
    path: ['packages/rest-api/dist/*.js', '!packages/rest-api/dist/schemas.js', '!packages/rest-api/dist/chunk-*.js'],
    import: '*',
    limit: '40 kB',
  },
];
