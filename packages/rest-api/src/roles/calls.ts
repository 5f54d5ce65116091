// Every call of the roles domain, one module per sub-area (the public barrel is index.ts).
export * from './roles';
export * from './groups';
export * from './applications';
