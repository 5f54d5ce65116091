import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../packages/core-state/test/fixtures';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The social provider list and the step-up refusal as preview mode, core-state's unit-test fake and the server answer them.
let t: TestServer;
let rest: PorticoApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createRestApi(s.client()))));
afterAll(async () => t?.close());

describe('social providers and step-up: fakes agree with the REST port over the server', () => {
  it('every provider item has the server’s shape; the fakes list the seven names in the server’s order', async () => {
    const onServer = await rest.getSocialProviders();
    expect(onServer.map((p) => p.type)).toEqual(['google', 'microsoft', 'facebook', 'github', 'slack', 'apple', 'linkedin']);
    const preview = await createPreviewApi({ delayMs: 0 }).getSocialProviders();
    expect(preview.map((p) => p.type)).toEqual(onServer.map((p) => p.type));
    for (const item of [...preview, ...(await fakeApi().getSocialProviders())]) expect(shapeOf(item)).toEqual(shapeOf(onServer[0]));
  });

  it("step-up without a second factor: the server's message is the one the store looks for", async () => {
    await expect(rest.generateStepUp({ maxAge: 300 })).rejects.toMatchObject({ message: 'MFA is not enrolled' });
  });
});
