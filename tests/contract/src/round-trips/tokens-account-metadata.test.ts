import { request } from '@portico/rest-api';
import * as S from '@portico/rest-api/schemas';
import { getAccountSettings, getPublicAccountSettings, updateAccountSettings } from '@portico/rest-api/tenants';
import {
  createTenantAccessToken, createTenantApiToken, createUserAccessToken, createUserApiToken, deleteTenantAccessToken, deleteTenantApiToken,
  deleteUserAccessToken, deleteUserApiToken, listTenantAccessTokens, listTenantApiTokens, listUserAccessTokens, listUserApiTokens,
} from '@portico/rest-api/users';
import {
  getAdminBoxConfiguration, getAdminBoxMetadata, getAuditsMetadata, getCurrentIpMetadata, getIpMetadata, getNotificationsMetadata,
  updateAdminBoxConfiguration,
} from '@portico/rest-api/metadata';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const list = <T>(shape: { array(): T }) => shape.array();
const readOnlyRole = async (c: StepContext) =>
  (await c.t.db.selectFrom('roles').select('id').where('key', '=', 'ReadOnly').where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;
const ids = (r: unknown) => (r as { id: string }[]).map((x) => x.id);

// Every kind of token: create (secret shown once), list (no secret, newest first), delete, gone from the list.
roundTrip('API and access tokens, personal and tenant', [
  step('create a personal API token', (c) => createUserApiToken(c.client, { description: 'mine', expiresInDays: 30 }), S.createdApiTokenResponseSchema,
    (r, c) => { c.kept.user = (r as { id: string }).id; c.kept.userClient = (r as { clientId: string }).clientId; expect(r).toMatchObject({ type: 'clientCredentials', clientId: expect.any(String) }); }),
  step('list personal API tokens', (c) => listUserApiTokens(c.client), list(S.apiTokenResponseSchema), (r, c) => expect(ids(r)).toEqual([c.kept.user])),
  // By its clientId, the only id the published client's list declares (the id works too: the tenant token below).
  step('delete it', (c) => deleteUserApiToken(c.client, c.kept.userClient as string)),
  step('gone', (c) => listUserApiTokens(c.client), list(S.apiTokenResponseSchema), (r) => expect(r).toEqual([])),
  step('create a personal access token', (c) => createUserAccessToken(c.client, {}), S.createdApiTokenResponseSchema,
    (r, c) => { c.kept.access = (r as { id: string }).id; expect((r as { expires: unknown }).expires).toBeNull(); }),
  // Answered as { accessTokens } (the published client's reading); our client hands back the list.
  step('list personal access tokens', (c) => listUserAccessTokens(c.client), S.accessTokensResponseSchema, (r, c) => expect(ids(r)).toEqual([c.kept.access])),
  step('delete it', (c) => deleteUserAccessToken(c.client, c.kept.access as string)),
  refused('delete it again', (c) => deleteUserAccessToken(c.client, c.kept.access as string), 404),
  step('create a tenant API token', async (c) => createTenantApiToken(c.client, { description: 'ci', roleIds: [await readOnlyRole(c)] }), S.createdApiTokenResponseSchema,
    (r, c) => { c.kept.tenant = (r as { id: string }).id; }),
  step('list tenant API tokens', (c) => listTenantApiTokens(c.client), list(S.apiTokenResponseSchema), (r, c) => expect(ids(r)).toEqual([c.kept.tenant])),
  step('delete it', (c) => deleteTenantApiToken(c.client, c.kept.tenant as string)),
  step('create a tenant access token', async (c) => createTenantAccessToken(c.client, { roleIds: [await readOnlyRole(c)], expiresInDays: 1 }),
    S.createdApiTokenResponseSchema, (r, c) => { c.kept.tenantAccess = (r as { id: string }).id; }),
  step('list tenant access tokens', (c) => listTenantAccessTokens(c.client), S.accessTokensResponseSchema, (r, c) => expect(ids(r)).toEqual([c.kept.tenantAccess])),
  step('delete it', (c) => deleteTenantAccessToken(c.client, c.kept.tenantAccess as string)),
  step('gone', (c) => listTenantAccessTokens(c.client), S.accessTokensResponseSchema, (r) => expect(r).toEqual([])),
]);

roundTrip('account settings', [
  step('read', (c) => getAccountSettings(c.client), S.accountSettingsResponseSchema, (r) => expect(r).toMatchObject({ companyName: 'Acme', currency: 'USD' })),
  step('update', (c) => updateAccountSettings(c.client, { companyName: 'Acme Ltd', timezone: 'Asia/Jerusalem', currency: 'ILS', website: 'https://acme.test' }),
    S.accountSettingsResponseSchema, (r) => expect(r).toMatchObject({ companyName: 'Acme Ltd', timezone: 'Asia/Jerusalem', currency: 'ILS' })),
  refused('a bad currency', (c) => updateAccountSettings(c.client, { currency: 'dollars' }), 400),
  step('public branding (vendor)', (c) => getPublicAccountSettings(c.client), S.publicAccountSettingsResponseSchema),
]);

roundTrip('metadata', [
  step('audit columns', (c) => getAuditsMetadata(c.client), S.metadataResponseSchema, (r) =>
    expect(S.auditsMetadataConfigurationSchema.safeParse((r as { configuration: unknown }).configuration).success).toBe(true)),
  step('notifications metadata: the bell\'s channel, severities and fields', (c) => getNotificationsMetadata(c.client), S.metadataResponseSchema,
    (r) => expect((r as { configuration: { channels: string[] } }).configuration.channels).toEqual(['bell'])),
  step('empty login box', (c) => getAdminBoxConfiguration(c.client), S.metadataRowResponseSchema, (r) => expect((r as { configuration: unknown }).configuration).toEqual({})),
  step('change the login box', (c) => updateAdminBoxConfiguration(c.client, { actions: [{ type: 'set', path: 'logo.width', payload: 120 }] }), S.metadataRowResponseSchema),
  step('read it back', (c) => getAdminBoxMetadata(c.client), S.metadataResponseSchema, (r) =>
    expect((r as { configuration: unknown }).configuration).toEqual({ logo: { width: 120 } })),
  // Frontegg's store sends each changed leaf as { type: its path joined by '/', payload: its value }.
  step('change it in Frontegg\'s reading', (c) => request(c.client, { method: 'POST', path: '/metadata/admin-box', body: { actions: [{ type: 'logo/height', payload: 40 }] } }),
    S.metadataRowResponseSchema, (r) => expect((r as { configuration: unknown }).configuration).toEqual({ logo: { width: 120, height: 40 } })),
  step('an IP address', (c) => getIpMetadata(c.client, '2001:db8::1'), S.ipMetadataResponseSchema, (r) => expect(r).toMatchObject({ version: 'v6' })),
  step('my IP address', (c) => getCurrentIpMetadata(c.client), S.ipMetadataResponseSchema),
]);
