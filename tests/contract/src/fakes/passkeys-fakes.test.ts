import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { SoftAuthenticator } from '@portico/server/src/test/soft-authenticator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../packages/core-state/test/fixtures';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The passkey calls of the port: preview mode answers like a fresh server (Passkeys off), and the unit tests' fake
// answers like a server with Passkeys on.
let t: TestServer;
let rest: PorticoApi;
const strategies = (passkeys: boolean) => fetch(`${t.url}/dev/auth-strategies`, { method: 'PUT', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }, { strategy: 'Passkeys', isActive: passkeys }] }) });
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createRestApi(s.client()))));
afterAll(async () => t?.close());

describe('passkey calls: fakes and the server agree', () => {
  it('preview: Passkeys off, no passkeys, the same refusal', async () => {
    const preview = createPreviewApi({ delayMs: 0 });
    expect(await preview.getActiveAuthStrategies()).toEqual(await rest.getActiveAuthStrategies());
    expect(await preview.listPasskeys()).toEqual(await rest.listPasskeys());
    const refusal = (p: Promise<unknown>) => p.then(() => 'answered', (e: Error) => e.message);
    expect(await refusal(preview.passkeyLoginOptions({}))).toBe(await refusal(rest.passkeyLoginOptions({})));
    expect(await refusal(preview.passkeyRegistrationOptions())).toBe(await refusal(rest.passkeyRegistrationOptions()));
  });

  it("unit tests' fake: the shapes of a server with Passkeys on", async () => {
    await strategies(true);
    try {
      const api = fakeApi();
      expect(await api.getActiveAuthStrategies()).toEqual(['EmailAndPassword']);
      expect((await rest.getActiveAuthStrategies()).sort()).toEqual(['EmailAndPassword', 'Passkeys']);
      const options = await rest.passkeyRegistrationOptions();
      const device = await rest.registerPasskey({ ...new SoftAuthenticator().register(options as never, 'http://app.test'), deviceType: 'Platform' });
      expect(shapeOf(await api.registerPasskey({} as never))).toEqual(shapeOf(device));
      expect(shapeOf((await rest.listPasskeys())[0])).toEqual(shapeOf(device));
      const login = await rest.passkeyLoginOptions({});
      expect(Object.keys(await api.passkeyLoginOptions({})).every((k) => k in login)).toBe(true);
    } finally {
      await strategies(false);
    }
  });
});
