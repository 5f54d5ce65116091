import { createAdminRestApi, type ProvisioningApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview fake of the provisioning port answers what the server answers: same shapes, same refusals.
let t: TestServer;
let rest: ProvisioningApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client()).provisioning)));
afterAll(async () => t?.close());

const status = (p: Promise<unknown>) => p.then(() => 0, (e: { status?: number; message?: string }) => `${e.status} ${e.message}`);

describe('preview provisioning fake and the server agree', () => {
  it('create (token once), list, count, delete, unknown id refusal, base URL', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).provisioning;
    const made = [await rest.create({ connectionName: 'Okta', source: 'okta' }), await preview.create({ connectionName: 'Okta', source: 'okta' })];
    expect(shapeOf(made[1])).toEqual(shapeOf(made[0]));
    expect(made[1]!.token).toMatch(/^portico_scim_/);
    expect(shapeOf(await preview.list())).toEqual(shapeOf(await rest.list()));
    expect(typeof (await preview.usersCount(made[1]!.id))).toBe(typeof (await rest.usersCount(made[0]!.id)));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await status(preview.remove(unknown))).toEqual(await status(rest.remove(unknown)));
    expect(await status(preview.usersCount(unknown))).toEqual(await status(rest.usersCount(unknown)));
    expect(await status(preview.remove(made[1]!.id))).toEqual(await status(rest.remove(made[0]!.id)));
    expect(await rest.scimBaseUrl()).toBe(`${t.url}/frontegg/scim/v2`);
    expect(await preview.scimBaseUrl()).toMatch(/\/frontegg\/scim\/v2$/);
  });
});
