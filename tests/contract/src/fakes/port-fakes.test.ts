import { createRestApi, type PorticoApi } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../packages/core-state/test/fixtures';
import { startRestPort } from '../harness/rest-port';
import type { Session } from '../harness/session';
import { shapeOf } from './flow';

// Preview mode's fake port, and the default answers of the port fake core-state's unit tests use, answer with the shapes the REST port gets from the reference server (values are the
// spec's sample data). Compared call by call on the port both implement.
let t: TestServer;
let rest: PorticoApi;
let session: Session;
beforeAll(async () => ({ t, session, rest } = await startRestPort((s) => createRestApi(s.client()), { login: false })));
afterAll(async () => t?.close());

const withoutSecrets = (answer: object) => ({ ...answer, accessToken: 'token' });

describe('preview API and REST port over the server agree on shapes', () => {
  it('login, profile, authorization, tenants, refresh', async () => {
    const preview = createPreviewApi({ delayMs: 0 });
    const onServer = await rest.login({ email: 'admin@acme.test', password: 'Portico-demo-1' });
    session.token = onServer.accessToken ?? null;
    const onPreview = await preview.login({ email: 'preview.user@acme.example', password: 'any' });
    expect(shapeOf(withoutSecrets(onPreview))).toEqual(shapeOf(withoutSecrets(onServer)));
    const tokenClaims = (token?: string) => JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as object;
    expect(shapeOf(tokenClaims(onPreview.accessToken))).toEqual(shapeOf(tokenClaims(onServer.accessToken)));
    expect(shapeOf(await preview.getProfile())).toEqual(shapeOf(await rest.getProfile()));
    expect(shapeOf(await preview.getAuthorization())).toEqual(shapeOf(await rest.getAuthorization()));
    expect(shapeOf(await preview.getTenants())).toEqual(shapeOf(await rest.getTenants()));
    expect(await preview.getAuthStrategy()).toEqual(await rest.getAuthStrategy());
    expect(await preview.ssoPreLogin({ email: 'preview.user@acme.example' })).toEqual(await rest.ssoPreLogin({ email: 'admin@acme.test' }));
    expect(shapeOf(withoutSecrets(await preview.refreshToken({})))).toEqual(shapeOf(withoutSecrets(await rest.refreshToken({}))));
    // Entitlements (a new tenant's default plan grants none): same features known, same pieces.
    expect(shapeOf(await preview.getEntitlements())).toEqual(shapeOf(await rest.getEntitlements()));
  });
});

describe("the port fake of core-state's unit tests (test/fixtures.ts fakeApi) agrees with the REST port over the server", () => {
  it('default answers: login, refresh, profile, authorization, tenants, flags (values), strategy, SSO', async () => {
    const api = fakeApi();
    const onServer = await rest.login({ email: 'admin@acme.test', password: 'Portico-demo-1' });
    session.token = onServer.accessToken ?? null;
    expect(shapeOf(withoutSecrets(await api.login({ email: 'ada@app.test', password: 'x' })))).toEqual(shapeOf(withoutSecrets(onServer)));
    expect(shapeOf(withoutSecrets(await api.refreshToken({})))).toEqual(shapeOf(withoutSecrets(await rest.refreshToken({}))));
    expect(shapeOf(await api.getProfile())).toEqual(shapeOf(await rest.getProfile()));
    expect(shapeOf(await api.getAuthorization())).toEqual(shapeOf(await rest.getAuthorization()));
    expect(shapeOf(await api.getTenants())).toEqual(shapeOf(await rest.getTenants()));
    expect(await api.getFlags()).toEqual(await rest.getFlags());
    expect(await api.getAuthStrategy()).toEqual(await rest.getAuthStrategy());
    expect(await api.ssoPreLogin({ email: 'ada@app.test' })).toEqual(await rest.ssoPreLogin({ email: 'admin@acme.test' }));
  });
});
