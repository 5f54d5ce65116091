import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, MSG } from './errors';

/**
 * 413 for bodies over `maxBytes`. A declared Content-Length is checked from the header alone (Node's parser never
 * delivers more than it declares); only chunked bodies are streamed through Hono's counting limiter. Touching
 * `req.raw.body` on every request, as the stock middleware does, turns the Node stream into a web stream and cost a
 * measurable share of the refresh hot path.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => { throw new ApiError(413, 'TOO_LARGE', [MSG.tooLarge]); };
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.header('transfer-encoding')) return streamed(c, next);
    const length = c.req.header('content-length');
    // Without either header an HTTP/1.1 request has no body.
    if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > maxBytes)) tooLarge();
    return next();
  };
}
