import { createApiClient } from '@portico/rest-api';
import { describe, expect, it, vi } from 'vitest';
import { createRestApi } from './rest-lazy';

describe('createRestApi (calls loaded on first use)', () => {
  it('makes no request until a call, then answers it over HTTP with the mapped shape', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ F1: 'on', F2: 'off' }), { headers: { 'content-type': 'application/json' } }));
    const api = createRestApi(createApiClient({ baseUrl: 'https://api.app.test', fetch }));
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.getFlags()).toEqual({ F1: true, F2: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
