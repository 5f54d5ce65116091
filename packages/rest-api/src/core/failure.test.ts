import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness, type Reply } from '../../test/harness';
import { isPorticoError, type PorticoError } from './errors';
import { MESSAGES } from './messages';
import { request } from './request';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const quiet = { logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } };

async function failWith(reply: Reply): Promise<PorticoError> {
  h.reply(reply);
  const error = await request(h.client(quiet), { method: 'GET', path: '/x' }).catch((e: unknown) => e);
  if (!isPorticoError(error)) throw new Error(`expected a PorticoError, got ${String(error)}`);
  return error;
}

// §8 error catalogue rows for HTTP failures, table-driven.
const rows: Array<[name: string, reply: Reply, message: string, status: number]> = [
  ['413 is too large', { status: 413, body: { errors: ['ignored'] } }, 'Error request is too large', 413],
  ['errors array joined with ", "', { status: 400, body: { errors: ['Email is invalid', 'Password is too short'] } }, 'Email is invalid, Password is too short', 400],
  ['single error', { status: 401, body: { errors: ['Invalid authentication'] } }, 'Invalid authentication', 401],
  ['plain string body', { status: 403, body: 'Forbidden for you' }, 'Forbidden for you', 403],
  ['JSON string body', { status: 409, body: JSON.stringify('Already exists') }, 'Already exists', 409],
  ['no usable body → status text', { status: 500, statusText: 'Internal Server Error', body: { other: 1 } }, 'Error 500 - Internal Server Error', 500],
  ['empty body → status text', { status: 404, statusText: 'Not Found' }, 'Error 404 - Not Found', 404],
  ['empty errors array → status text', { status: 422, statusText: 'Unprocessable Entity', body: { errors: [] } }, 'Error 422 - Unprocessable Entity', 422],
];

describe('error catalogue (§8)', () => {
  it.each(rows)('%s', async (_name, reply, message, status) => {
    const error = await failWith(reply);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.kind).toBe('portico-error');
  });

  it('keeps each server message', async () => {
    const error = await failWith({ status: 400, body: { errors: ['a', 'b'] } });
    expect(error.messages).toEqual(['a', 'b']);
    expect(error.code).toBe('api_error');
  });

  it('an OK body that is not JSON → the default user message', async () => {
    h.reply({ status: 200, body: '<html>oops</html>', headers: { 'content-type': 'text/html' } });
    const error = await request(h.client(), { method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: MESSAGES.difficulties, code: 'invalid_response', status: 200 });
    expect(MESSAGES.difficulties).toBe("We're facing some difficulties, Please try again");
  });

  it('an empty OK body resolves to undefined', async () => {
    h.reply({ status: 204 });
    await expect(request(h.client(), { method: 'POST', path: '/x' })).resolves.toBeUndefined();
  });
});

describe('logging of failures', () => {
  const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  it('4xx at warn', async () => {
    const log = logger();
    h.reply({ status: 400, body: { errors: ['bad'] } });
    await request(h.client({ logger: log, logLevel: 'warn' }), { method: 'GET', path: '/x' }).catch(() => undefined);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('4xx is not logged at the default level (error)', async () => {
    const log = logger();
    h.reply({ status: 400, body: { errors: ['bad'] } });
    await request(h.client({ logger: log }), { method: 'GET', path: '/x' }).catch(() => undefined);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('500 at error under the default level, at warn when the level is warn', async () => {
    const atError = logger();
    h.reply({ status: 500, body: { errors: ['boom'] } });
    await request(h.client({ logger: atError }), { method: 'GET', path: '/x' }).catch(() => undefined);
    expect(atError.error).toHaveBeenCalledOnce();
    const atWarn = logger();
    h.reply({ status: 500, body: { errors: ['boom'] } });
    await request(h.client({ logger: atWarn, logLevel: 'warn' }), { method: 'GET', path: '/x' }).catch(() => undefined);
    expect(atWarn.warn).toHaveBeenCalledOnce();
    expect(atWarn.error).not.toHaveBeenCalled();
  });

  it('silent logs nothing', async () => {
    const log = logger();
    h.reply({ status: 500, body: { errors: ['boom'] } });
    await request(h.client({ logger: log, logLevel: 'silent' }), { method: 'GET', path: '/x' }).catch(() => undefined);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('302', () => {
  it('hands the body text to the redirect handler', async () => {
    const onRedirect = vi.fn();
    h.reply({ status: 302, body: 'https://idp.example.com/login' });
    const error = await request(h.client({ onRedirect }), { method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(onRedirect).toHaveBeenCalledWith('https://idp.example.com/login');
    expect(error).toMatchObject({ code: 'redirect', status: 302 });
  });

  it('outside a browser without a handler, the error says so', async () => {
    h.reply({ status: 302, body: 'https://idp.example.com/login' });
    const error = await request(h.client(), { method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'redirect', message: MESSAGES.redirectOutsideBrowser });
  });
});
