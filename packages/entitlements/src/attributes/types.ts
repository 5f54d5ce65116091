/** Flat attribute map that flag and plan conditions read, keyed by attribute name. */
export type Attributes = Readonly<Record<string, unknown>>;

/** Decoded access-token claims (the JWT payload). */
export type TokenClaims = Readonly<Record<string, unknown>>;
