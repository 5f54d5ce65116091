import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';

let t: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read loosely, each assertion states its shape
let doc: any;

beforeAll(async () => {
  t = await startServer();
  const res = await fetch(`${t.base}/openapi.json`, { headers: { origin: 'https://anywhere.test' } });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  doc = await res.json();
});
afterAll(async () => t?.close());

describe('OpenAPI 3.1 at /{prefix}/openapi.json', () => {
  it('describes the served routes with request bodies from the shared zod schemas and the one error shape', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(t.base);
    const create = doc.paths['/identity/resources/roles/v1'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/createRoleSchema');
    expect(doc.components.schemas.createRoleSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['key', 'name']) });
    expect(doc.paths['/identity/resources/roles/v1/{id}'].patch.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(create.responses['4XX'].content['application/json'].schema.$ref).toBe('#/components/schemas/Errors');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(150);
  });

  it('every $ref resolves', () => {
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/([^"]+)"/g) ?? [];
    for (const r of refs) expect(doc.components.schemas[r.slice(22, -1)], r).toBeDefined();
  });
});
