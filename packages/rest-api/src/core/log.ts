import { CLIENT_DEFAULTS, type ApiClient, type LogLevel } from './client';
import type { PorticoError } from './errors';

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** 4xx are logged at warn; 5xx at warn when the client logs warnings, else at error. */
export function logFailure(client: ApiClient, error: PorticoError): void {
  const level = RANK[client.options.logLevel ?? CLIENT_DEFAULTS.logLevel];
  const logger = client.options.logger ?? console;
  const line = `[portico] ${error.status} ${error.message}`;
  if (error.status >= 500) {
    if (level <= RANK.warn) logger.warn(line);
    else if (level <= RANK.error) logger.error(line);
  } else if (level <= RANK.warn) {
    logger.warn(line);
  }
}
