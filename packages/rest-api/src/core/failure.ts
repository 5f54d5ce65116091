import { PorticoError } from './errors';
import { MSG_REQUEST_TOO_LARGE, statusMessage } from './messages';

/** Maps a non-OK response to the error catalogue: 413, `errors` array, plain string body, else status text. */
export async function readFailure(response: Response): Promise<PorticoError> {
  const { status, statusText } = response;
  if (status === 413) return new PorticoError(MSG_REQUEST_TOO_LARGE, { code: 'request_too_large', status });
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the plain text itself is the message.
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const messages = errors.map(String);
    return new PorticoError(messages.join(', '), { code: 'api_error', status, messages });
  }
  if (typeof body === 'string' && body.trim() !== '') return new PorticoError(body, { code: 'api_error', status });
  return new PorticoError(statusMessage(status, statusText), { code: 'api_error', status });
}
