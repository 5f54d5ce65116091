import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { newTenantAdmin } from '../test/users-admin';
import { CERT_MSG, checkCertificate } from './certificate';
import { METADATA_MSG } from './metadata';
import { SSO_MSG } from './service';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { idpKey, idpMetadata, type IdpKey } from '../test/sso/saml-idp';
import { auditRows, idCaller, teamCaller, type Call } from '../test/sso/setup';

let t: TestServer;
let dns: TestDns;
let key: IdpKey;
let metadataServer: Server;
let metadataUrl = '';
let admin = '';
let team: Call;
const S = '/sso/v1/saml/configurations';
const C = '/sso/v1/configurations';

beforeAll(async () => {
  [dns, key] = await Promise.all([startTestDns(), idpKey()]);
  metadataServer = createServer((_req, res) => res.end(idpMetadata(key, 'http://idp.test/from-url')));
  await new Promise<void>((r) => metadataServer.listen(0, '127.0.0.1', r));
  metadataUrl = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}/metadata`;
  t = await startServer({ ssoDnsServers: [dns.address] });
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  team = teamCaller(t, () => admin);
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
  await new Promise<void>((r) => metadataServer?.close(() => r()));
});

describe('single SAML configuration', () => {
  it('starts empty with the SP values, saves, and a new domain resets ssoEndpoint, publicCertificate and signRequest', async () => {
    const empty = await team('GET', S);
    expect(empty.data).toMatchObject({ enabled: false, domains: [], acsUrl: expect.stringContaining('/auth/v1/user/saml/callback'), spEntityId: expect.stringContaining('/saml/metadata/') });
    const first = await team('POST', S, { domain: 'Old.test' });
    expect(first.data).toMatchObject({ domain: 'old.test', validated: false, generatedVerification: expect.stringMatching(/^portico-verification=[0-9a-f]{32}$/) });
    const idp = await team('POST', S, { ssoEndpoint: 'https://idp.old.test/sso', publicCertificate: key.cert, signRequest: true, enabled: true });
    expect(idp.data).toMatchObject({ domain: 'old.test', ssoEndpoint: 'https://idp.old.test/sso', publicCertificate: key.certBase64, signRequest: true, enabled: true });
    const moved = await team('POST', S, { domain: 'new.test' });
    expect(moved.data).toMatchObject({ domain: 'new.test', validated: false, signRequest: false, enabled: true });
    expect(moved.data.ssoEndpoint).toBeUndefined();
    expect(moved.data.publicCertificate).toBeUndefined();
    expect(moved.data.generatedVerification).not.toBe(first.data.generatedVerification);
    const same = await team('POST', S, { domain: 'new.test', ssoEndpoint: 'https://idp.new.test/sso' });
    expect(same.data).toMatchObject({ ssoEndpoint: 'https://idp.new.test/sso', generatedVerification: moved.data.generatedVerification });
    expect((await auditRows(t, 'SSO configuration updated')).length).toBeGreaterThanOrEqual(4);
  });

  it('one save stores domain, SSO address and certificate together, or nothing when the certificate is not one', async () => {
    const other = await newTenantAdmin(t, 'owner@together.test', 'Together');
    const call = teamCaller(t, () => other.accessToken);
    const bad = await call('POST', S, { domain: 'together.test', ssoEndpoint: 'https://idp.together.test/sso', publicCertificate: 'not a cert' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([CERT_MSG.invalid]);
    const untouched = await call('GET', S);
    expect(untouched.data.domains).toEqual([]);
    expect(untouched.data.ssoEndpoint).toBeUndefined();
    const saved = await call('POST', S, { domain: 'together.test', type: 'saml', ssoEndpoint: 'https://idp.together.test/sso', publicCertificate: key.cert, signRequest: true });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ domain: 'together.test', ssoEndpoint: 'https://idp.together.test/sso', publicCertificate: key.certBase64, signRequest: true });
    // A bad certificate later changes nothing either, not even the fields sent with it.
    expect((await call('POST', S, { ssoEndpoint: 'https://elsewhere.test/sso', publicCertificate: 'MIIBnotreally' })).status).toBe(400);
    expect((await call('GET', S)).data).toMatchObject({ ssoEndpoint: 'https://idp.together.test/sso', publicCertificate: key.certBase64 });
  });

  it('refuses an expired certificate and takes PEM or bare base64 DER', () => {
    expect(checkCertificate(key.cert)).toBe(key.certBase64);
    expect(checkCertificate(key.certBase64)).toBe(key.certBase64);
    expect(checkCertificate('  ')).toBeNull();
    expect(() => checkCertificate(key.cert, new Date('2200-01-01'))).toThrow(/publicCertificate: The certificate expired on \d{4}-\d{2}-\d{2}/);
    expect(() => checkCertificate('not a cert')).toThrow(CERT_MSG.invalid);
  });

  it('validates the domain only once the TXT record is published on DNS', async () => {
    const missing = await team('PUT', '/sso/v1/saml/validations/domain');
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toEqual([SSO_MSG.notVerified]);
    dns.txt.set('new.test', ['v=spf1 -all', (await team('GET', S)).data.generatedVerification]);
    const ok = await team('PUT', '/sso/v2/saml/validations/domain');
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ domain: 'new.test', validated: true });
    expect(await auditRows(t, 'SSO domain validated')).toHaveLength(1);
  });

  it('another account cannot verify a domain already verified here', async () => {
    const other = await newTenantAdmin(t, 'owner@rival.test', 'Rival');
    const rival = teamCaller(t, () => other.accessToken);
    const saved = await rival('POST', S, { domain: 'new.test' });
    dns.txt.set('new.test', [saved.data.generatedVerification]);
    const res = await rival('PUT', '/sso/v1/saml/validations/domain');
    expect(res.status).toBe(409);
    expect(res.data.errors).toEqual([SSO_MSG.domainOwned]);
    // Nor can it read or change this account's configurations.
    const mine = (await team('GET', C)).data[0].id;
    expect((await rival('PATCH', `${C}/${mine}`, { enabled: false })).status).toBe(404);
    expect((await rival('GET', `${C}/${mine}/groups`)).status).toBe(404);
  });

  it('IdP metadata (XML or address) fills ssoEndpoint and publicCertificate; bad metadata is a clear 400', async () => {
    const byXml = await team('POST', `${S}/metadata`, { metadata: idpMetadata(key, 'https://idp.xml.test/sso') });
    expect(byXml.data).toMatchObject({ ssoEndpoint: 'https://idp.xml.test/sso', publicCertificate: key.certBase64 });
    const bad = await team('POST', `${S}/metadata`, { metadata: '<html/>' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([METADATA_MSG.invalid]);
    const byUrl = await team('POST', `${C}/metadata-url`, { url: metadataUrl });
    expect(byUrl.status).toBe(201);
    expect(byUrl.data).toMatchObject({ ssoEndpoint: 'http://idp.test/from-url', type: 'saml' });
    expect((await team('PUT', `${C}/${byUrl.data.id}/metadata-url`, { url: 'http://127.0.0.1:9/none' })).data.errors).toEqual([METADATA_MSG.unreachable]);
    expect((await team('DELETE', `${C}/${byUrl.data.id}`)).status).toBe(200);
  });
});

describe('configurations, domains, default roles and group mappings', () => {
  it('CRUD with domains, roles and groups; unknown roles refused; a read-only member cannot change anything', async () => {
    const roles = (await idCaller(t)('GET', '/roles/v1', undefined, admin)).data as { id: string; key: string }[];
    const support = roles.find((r) => r.key === 'Support')!.id;
    const created = await team('POST', C, { type: 'oidc', ssoEndpoint: 'https://login.oidc.test', oidcClientId: 'cid', oidcSecret: 's3cret-value' });
    expect(created.status).toBe(201);
    expect(created.text).not.toContain('s3cret-value');
    const cid = created.data.id;
    const domain = await team('POST', `${C}/${cid}/domains`, { domain: 'corp.test' });
    expect(domain.data).toMatchObject({ domain: 'corp.test', validated: false, txtRecord: expect.stringMatching(/^portico-verification=/) });
    expect((await team('POST', `${C}/${cid}/domains`, { domain: 'corp.test' })).status).toBe(409);
    expect((await team('PUT', `/sso/v2/configurations/${cid}/domains/${domain.data.id}/validate`)).status).toBe(400);
    dns.txt.set('corp.test', [domain.data.txtRecord]);
    expect((await team('PUT', `${C}/${cid}/domains/${domain.data.id}/validate`)).data.validated).toBe(true);
    expect((await team('PUT', `${C}/${cid}/roles`, { roleIds: [support] })).data).toEqual({ roleIds: [support] });
    expect((await team('GET', `${C}/${cid}/roles`)).data).toEqual({ roleIds: [support] });
    expect((await team('PUT', `${C}/${cid}/roles`, { roleIds: ['00000000-0000-4000-8000-000000000000'] })).data.errors).toEqual([SSO_MSG.unknownRole]);
    const group = await team('POST', `${C}/${cid}/groups`, { group: 'engineering', roleIds: [support] });
    expect(group.status).toBe(201);
    expect((await team('POST', `${C}/${cid}/groups`, { group: 'engineering', roleIds: [] })).status).toBe(409);
    expect((await team('PATCH', `${C}/${cid}/groups/${group.data.id}`, { group: 'eng' })).data).toMatchObject({ group: 'eng', roleIds: [support] });
    expect((await team('GET', `${C}/${cid}/groups`)).data).toEqual([{ id: group.data.id, group: 'eng', roleIds: [support] }]);
    expect((await team('DELETE', `${C}/${cid}/groups/${group.data.id}`)).status).toBe(200);
    const saml = await team('POST', '/sso/v2/saml/configurations/groups', { group: 'admins', roleIds: [support] });
    expect((await team('GET', '/sso/v2/saml/configurations/groups')).data).toEqual([saml.data]);
    expect((await team('DELETE', `${C}/${cid}/domains/${domain.data.id}`)).status).toBe(200);
    expect((await team('DELETE', `${C}/${cid}`)).status).toBe(200);
    expect((await team('GET', `${C}/${cid}/roles`)).status).toBe(404);

    const member = (await t.login(DEMO_MEMBER)).accessToken;
    // ReadOnly may read the configuration but changes nothing.
    expect((await team('GET', S, undefined, member)).status).toBe(200);
    expect((await team('POST', S, { enabled: false }, member)).status).toBe(403);
    expect((await team('PUT', `${S}/default-roles`, { roleIds: [] }, member)).status).toBe(403);
  });

  it('SP metadata is served for the tenant', async () => {
    const { spEntityId, acsUrl } = (await team('GET', `${S}/vendor-config`)).data;
    const res = await fetch(spEntityId);
    expect(res.headers.get('content-type')).toContain('samlmetadata+xml');
    const xml = await res.text();
    expect(xml).toContain(`entityID="${spEntityId}"`);
    expect(xml).toContain(`Location="${acsUrl}"`);
  });
});
