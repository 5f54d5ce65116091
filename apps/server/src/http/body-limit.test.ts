import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit';
import { onError } from './errors-middleware';

const app = new Hono();
app.use('*', limitBody(16));
app.post('/echo', async (c) => c.text(await c.req.text()));
app.onError(onError);

const chunked = (text: string) => new ReadableStream({ start(ctl) { ctl.enqueue(new TextEncoder().encode(text)); ctl.close(); } });

describe('limitBody', () => {
  it('passes bodies within the limit, declared or chunked', async () => {
    expect(await (await app.request('/echo', { method: 'POST', body: 'small', headers: { 'content-length': '5' } })).text()).toBe('small');
    const res = await app.request('/echo', { method: 'POST', body: chunked('also small'), headers: { 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect(await res.text()).toBe('also small');
  });

  it('answers 413 from the declared length, for chunked bodies by counting, and for a malformed length', async () => {
    const declared = await app.request('/echo', { method: 'POST', body: 'x'.repeat(17), headers: { 'content-length': '17' } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ errors: ['Error request is too large'] });
    const streamed = await app.request('/echo', { method: 'POST', body: chunked('y'.repeat(40)), headers: { 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await app.request('/echo', { method: 'POST', body: 'z', headers: { 'content-length': '1e9' } })).status).toBe(413);
  });
});
