import { isPorticoError } from '@portico/rest-api';
import { MSG_DIFFICULTIES } from './messages';

/**
 * The message a flow shows for a failed call: the server's message when the failure carries an HTTP status,
 * else the catalogue's default ("We're facing some difficulties, Please try again").
 */
export function errorMessage(error: unknown): string {
  if (isPorticoError(error) && error.status > 0 && error.message) return error.message;
  return MSG_DIFFICULTIES;
}

/** True when a failure's message (or one of the server's messages) equals `text`. */
export function hasMessage(error: unknown, text: string): boolean {
  if (isPorticoError(error)) return error.message === text || error.messages.includes(text);
  return error instanceof Error && error.message === text;
}
