import { createAdminRestApi, type SecurityCenterApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview's security centre answers with the shapes the server sends, code by code (values: the spec's demo figures).
let t: TestServer;
let rest: SecurityCenterApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client()).securityCenter)));
afterAll(async () => t?.close());

const byCode = <T extends { code: string }>(items: T[]) => new Map(items.map((i) => [i.code, shapeOf(i)]));

describe('security centre: preview and server agree on shapes', () => {
  it('recommendations and insights', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).securityCenter;
    const [pr, sr] = [await preview.getRecommendations(), await rest.getRecommendations()];
    expect(Object.keys(pr).sort()).toEqual(Object.keys(sr).sort());
    expect(shapeOf(pr.scoring)).toEqual(shapeOf(sr.scoring));
    const server = byCode(sr.items);
    for (const [code, shape] of byCode(pr.items)) if (server.has(code)) expect(shape, code).toEqual(server.get(code));
    expect([...server.keys()].filter((c) => byCode(pr.items).has(c)).length).toBeGreaterThan(1);
    const [pi, si] = [await preview.getInsights(), await rest.getInsights()];
    expect([...byCode(pi.items).keys()]).toEqual([...byCode(si.items).keys()]);
    // Same metadata keys everywhere; same value types where neither side holds a null ("not configured" on the server).
    const serverInsights = new Map(si.items.map((i) => [i.code, i.metadata ?? {}]));
    for (const { code, metadata = {} } of pi.items) {
      const other = serverInsights.get(code) ?? {};
      expect(Object.keys(metadata).sort(), code).toEqual(Object.keys(other).sort());
      for (const [k, v] of Object.entries(metadata)) if (v !== null && other[k] !== null) expect(typeof v, `${code}.${k}`).toBe(typeof other[k]);
    }
  });
});
