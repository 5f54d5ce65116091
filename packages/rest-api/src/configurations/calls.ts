// Every call of the configurations domain, one module per sub-area (the public barrel is index.ts).
export * from './policies';
export * from './restrictions';
