import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { createTenantReport, previewReport, updateTenantReport } from './calls';
import { previewReportQuerySchema, updateTenantReportSchema } from './schemas';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** What the server gets back when it decodes the filters. */
const decode = (text: unknown) => JSON.parse(Buffer.from(String(text), 'base64').toString('utf8')) as unknown;
// Non-ASCII text checks that the encoding is of the UTF-8 bytes, not of UTF-16 code units.
const filters = { name: 'Zoë ✓', tenants: ['t-1', 't-2'], range: { from: 1714521600000 } };

describe('report data filters travel as base64 of JSON (spec §5)', () => {
  it('in the preview query, and the server schema accepts them', async () => {
    h.reply({ body: '<p/>', headers: { 'content-type': 'text/html' } });
    await previewReport(h.client(), { id: 't1', dataFilters: filters });
    const { query } = h.last();
    expect(decode(query.dataFilters)).toEqual(filters);
    expect(previewReportQuerySchema.safeParse(query).success).toBe(true);
  });

  it('in the update and create bodies', async () => {
    await updateTenantReport(h.client(), 't1', { dataFilters: filters });
    const update = h.last().body as { dataFilters: string };
    expect(decode(update.dataFilters)).toEqual(filters);
    expect(updateTenantReportSchema.safeParse(update).success).toBe(true);

    await createTenantReport(h.client(), { templateId: 't1', dataFilters: filters });
    expect(decode((h.last().body as { dataFilters: string }).dataFilters)).toEqual(filters);
  });

  it('are left out when not given', async () => {
    h.reply({ body: '<p/>', headers: { 'content-type': 'text/html' } });
    await previewReport(h.client(), { id: 't1' });
    expect(h.last().query).toEqual({ id: 't1' });
    await updateTenantReport(h.client(), 't1', { active: true });
    expect(h.last().body).toEqual({ active: true });
  });
});
