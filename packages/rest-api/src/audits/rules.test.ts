import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { exportAudits, getAudits } from './calls';
import { AUDITS_DEFAULTS } from './constants';
import { exportAuditsSchema, getAuditsQuerySchema } from './schemas';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const headerProps = [{ name: 'action', displayName: 'Action' }];

describe('audit paging defaults (spec §9: page 20, createdAt descending)', () => {
  it('are the spec values', () => {
    expect(AUDITS_DEFAULTS).toEqual({ offset: 0, count: 20, sortBy: 'createdAt', sortDirection: 'desc' });
  });

  it('fill a call without paging or sort, and the server schema accepts them', async () => {
    await getAudits(h.client());
    const { query } = h.last();
    expect(query).toEqual({ offset: '0', count: '20', sortBy: 'createdAt', sortDirection: 'desc' });
    expect(getAuditsQuerySchema.parse(query)).toEqual({ offset: 0, count: 20, sortBy: 'createdAt', sortDirection: 'desc' });
  });

  it('fill only what is missing', async () => {
    await getAudits(h.client(), { offset: 60, sortDirection: 'asc', email: 'ann@example.com' });
    expect(h.last().query).toEqual({ offset: '60', count: '20', sortBy: 'createdAt', sortDirection: 'asc', email: 'ann@example.com' });
  });

  it('leaves paginationMode out unless asked', async () => {
    await getAudits(h.client(), { count: 50 });
    expect(h.last().query).not.toHaveProperty('paginationMode');
  });
});

describe('CSV export (blob with an outputFileName)', () => {
  it('hands back a File named audits.csv with the server bytes', async () => {
    h.reply({ body: 'Action\nlogin\n', headers: { 'content-type': 'text/csv' } });
    const file = await exportAudits(h.client(), { headerProps });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('audits.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('Action\nlogin\n');
  });

  it('always starts at offset 0, whatever the filters say, and the server schema accepts the body', async () => {
    h.reply({ body: 'x', headers: { 'content-type': 'text/csv' } });
    await exportAudits(h.client(), { headerProps, filters: { offset: 80, filter: 'login' } });
    const body = h.last().body as Record<string, unknown>;
    expect(body).toEqual({ headerProps, offset: 0, filter: 'login' });
    expect(exportAuditsSchema.safeParse(body).success).toBe(true);
  });

  it('names a PDF export audits.pdf, and keeps a caller-given name', async () => {
    h.reply({ body: '%PDF', headers: { 'content-type': 'application/pdf' } }, { body: 'x', headers: { 'content-type': 'text/csv' } });
    const pdf = await exportAudits(h.client(), { endpoint: 'pdf', headerProps });
    expect([h.last().path, pdf.name]).toEqual(['/frontegg/audits/export/pdf', 'audits.pdf']);
    const named = await exportAudits(h.client(), { headerProps, outputFileName: 'march.csv' });
    expect(named.name).toBe('march.csv');
  });

  it('a failed export rejects with the server message', async () => {
    h.reply({ status: 500, body: { errors: ['Export failed'] } });
    await expect(exportAudits(h.client({ logLevel: 'silent' }), { headerProps })).rejects.toMatchObject({ message: 'Export failed', status: 500 });
  });
});
