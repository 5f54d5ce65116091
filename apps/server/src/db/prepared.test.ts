import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREPARE, preparedName } from './prepared';
import { PreparingClient } from './preparing-client';

afterEach(() => vi.restoreAllMocks());

describe('PreparingClient', () => {
  it('runs marked statements as named prepared statements, one stable name per text', async () => {
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockResolvedValue({ rows: [] } as never);
    const client = new PreparingClient();
    const text = `${PREPARE} select $1::int`;
    await client.query(text, [1]);
    await client.query(text, [2]);
    await client.query(`${PREPARE} select $1::text`, ['x']);
    const configs = spy.mock.calls.map((c) => c[0] as unknown as { name: string; text: string; values: unknown[] });
    expect(configs[0]).toEqual({ name: preparedName(text), text, values: [1] });
    expect(configs[1]!.name).toBe(configs[0]!.name);
    expect(configs[2]!.name).not.toBe(configs[0]!.name);
    expect(configs[0]!.name).toMatch(/^p_[0-9a-f]{24}$/);
  });

  it('passes unmarked statements through untouched', async () => {
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockResolvedValue({ rows: [] } as never);
    await new PreparingClient().query('select $1::int', [1]);
    expect(spy).toHaveBeenCalledWith('select $1::int', [1]);
  });
});
