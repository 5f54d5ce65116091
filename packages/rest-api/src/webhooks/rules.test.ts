import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { deleteWebhook, getWebhookLogs } from './calls';
import { WEBHOOK_LOGS_DEFAULTS } from './constants';
import { getWebhookLogsQuerySchema } from './schemas';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('webhook log paging defaults (spec §9: offset 0, limit 10)', () => {
  it('are the spec values', () => {
    expect(WEBHOOK_LOGS_DEFAULTS).toEqual({ offset: 0, limit: 10 });
  });

  it('fill a call without paging, and the server schema accepts the query', async () => {
    await getWebhookLogs(h.client(), { id: 'w1' });
    const { query } = h.last();
    expect(query).toEqual({ id: 'w1', offset: '0', limit: '10' });
    expect(getWebhookLogsQuerySchema.parse(query)).toEqual({ id: 'w1', offset: 0, limit: 10 });
  });

  it('keep a given offset while defaulting the limit', async () => {
    await getWebhookLogs(h.client(), { id: 'w1', offset: 30 });
    expect(h.last().query).toEqual({ id: 'w1', offset: '30', limit: '10' });
  });
});

describe('ids in paths', () => {
  it('are encoded as one segment', async () => {
    await deleteWebhook(h.client(), 'a/b?c');
    expect(h.last().path).toBe('/frontegg/webhook/a%2Fb%3Fc');
  });
});
