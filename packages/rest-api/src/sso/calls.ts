// Every call of the SSO domain, one module per sub-area (the public barrel is index.ts).
export * from './saml';
export * from './configurations';
export * from './social';
export * from './directory';
