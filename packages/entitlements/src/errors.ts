/** Stable codes of every error this package throws. */
export type EntitlementsErrorCode = 'ENTITLEMENTS_NOT_ENABLED' | 'INVALID_ENTITLEMENT_QUERY';

/** User-facing messages, one per code (spec error catalogue: "Entitlements not enabled"). */
export const ENTITLEMENTS_ERROR_MESSAGES: Readonly<Record<EntitlementsErrorCode, string>> = {
  ENTITLEMENTS_NOT_ENABLED:
    'Entitlements are not enabled. Set `entitlementsOptions.enabled: true` in the Portico options to use them.',
  INVALID_ENTITLEMENT_QUERY: 'An entitlement query needs a string `featureKey` or `permissionKey`.',
};

const KIND = 'PorticoEntitlementsError';

/** Base error of the package: a stable `code`, the catalogue message and a `kind` for {@link isEntitlementsError}. */
export class EntitlementsError extends Error {
  /** Brand checked by {@link isEntitlementsError}; survives duplicated bundles where `instanceof` does not. */
  readonly kind = KIND;

  constructor(
    readonly code: EntitlementsErrorCode,
    options?: ErrorOptions,
  ) {
    super(ENTITLEMENTS_ERROR_MESSAGES[code], options);
    this.name = 'EntitlementsError';
  }
}

/** Thrown when entitlements are used while `entitlementsOptions.enabled` is not `true`. */
export class EntitlementsNotEnabledError extends EntitlementsError {
  constructor() {
    super('ENTITLEMENTS_NOT_ENABLED');
    this.name = 'EntitlementsNotEnabledError';
  }
}

/** True for any error of this package, even one thrown by another copy of it. */
export function isEntitlementsError(error: unknown): error is EntitlementsError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === KIND;
}

/** The part of the Portico options that switches entitlements on. */
export interface EntitlementsOptions {
  /** Load and evaluate entitlements. @default false */
  enabled?: boolean;
}

/**
 * Throws {@link EntitlementsNotEnabledError} unless `options.entitlementsOptions.enabled` is `true`.
 * @example assertEntitlementsEnabled(porticoOptions); // before any entitlement check
 */
export function assertEntitlementsEnabled(options: { entitlementsOptions?: EntitlementsOptions } | null | undefined): void {
  if (options?.entitlementsOptions?.enabled !== true) throw new EntitlementsNotEnabledError();
}
