/** Stable error codes of the client. */
export type PorticoErrorCode =
  | 'api_error'
  | 'request_too_large'
  | 'invalid_response'
  | 'redirect'
  | 'invalid_token'
  | 'illegal_base64url'
  | 'no_changes'
  | 'invalid_argument'
  | 'metadata_not_found';

const KIND = 'portico-error';

/**
 * The one base error of Portico's API client: a stable `code`, the user-facing `message`,
 * the HTTP `status` (0 when no response), and the individual `messages` the server sent.
 */
export class PorticoError extends Error {
  /** Cross-bundle marker: use {@link isPorticoError}, not `instanceof`, when bundles may be duplicated. */
  readonly kind = KIND;
  readonly code: PorticoErrorCode;
  readonly status: number;
  readonly messages: readonly string[];

  constructor(message: string, options: { code: PorticoErrorCode; status?: number; messages?: readonly string[]; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PorticoError';
    this.code = options.code;
    this.status = options.status ?? 0;
    this.messages = options.messages ?? [message];
  }
}

/** True for any {@link PorticoError}, even one thrown by another copy of this package. */
export function isPorticoError(value: unknown): value is PorticoError {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === KIND;
}
