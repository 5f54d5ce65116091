import { createAdminRestApi, type AdminApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '../../../../packages/core-state/src/preview/admin/api';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview audits fake answers like the server: same columns, page and stats shapes, CSV header, refusals (the
// mock skips createdAt filters, product-spec §5).
let t: TestServer;
let admin: AdminApi;
beforeAll(async () => ({ t, rest: admin } = await startRestPort((s) => createAdminRestApi(s.client()))));
afterAll(async () => t?.close());

const entryShape = (e: object | undefined) => shapeOf({ ...e, json: {} });
const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: { status?: number; message?: string }) => `${e.status} ${e.message}`);

describe('preview audits fake and the server agree', () => {
  it('columns, a virtual page, stats, CSV header and refusals', async () => {
    const rest = admin.audits;
    const preview = createAdminPreviewApi({ delayMs: 0 }).audits;
    expect(await preview.getColumns()).toEqual(await rest.getColumns());
    const q = { count: 1, paginationMode: 'virtual' as const };
    const [p, r] = [await preview.getPage(q), await rest.getPage(q)];
    expect(entryShape(p.data[0])).toEqual(entryShape(r.data[0]));
    expect(shapeOf({ ...p, data: [] })).toEqual(shapeOf({ ...r, data: [] }));
    expect(shapeOf(await preview.getStats())).toEqual(shapeOf(await rest.getStats()));
    const head = [{ name: 'createdAt', displayName: 'Time' }, { name: 'action', displayName: 'Action' }];
    const firstLine = async (f: File) => (await f.text()).split('\r\n')[0];
    expect(await firstLine(await preview.exportCsv({ headerProps: head }))).toBe(await firstLine(await rest.exportCsv({ headerProps: head })));
    for (const bad of [{ severity: 'purple' }, { sortBy: 'json' }, { password: 'x' }, { json: '[1]' }]) {
      expect(await refusal(preview.getPage(bad)), JSON.stringify(bad)).toBe(await refusal(rest.getPage(bad)));
    }
  });
});
