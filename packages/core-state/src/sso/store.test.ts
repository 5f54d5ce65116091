import { describe, expect, it, vi } from 'vitest';
import { createPreviewDb } from '../preview/admin/db';
import { previewSsoApi } from '../preview/admin/sso';
import type { SsoApi } from './api';
import { createSsoStore, SSO_MESSAGES } from './store';

const setup = () => {
  const api: SsoApi = previewSsoApi(createPreviewDb(), async (v) => v());
  const spies = Object.fromEntries(Object.keys(api).map((k) => [k, vi.spyOn(api, k as keyof SsoApi)])) as Record<keyof SsoApi, ReturnType<typeof vi.spyOn>>;
  return { store: createSsoStore({ api }), spies };
};

describe('sso store', () => {
  it('loads the configuration, default roles, group mappings and roles', async () => {
    const { store } = setup();
    expect(await store.getState().load()).toBe(true);
    const s = store.getState();
    expect(s.config.data).toMatchObject({ domain: 'acme.com', validated: true, type: 'okta' });
    expect(s.groups.data).toHaveLength(1);
    expect(s.roles.data.length).toBeGreaterThan(0);
  });

  it('saving without a domain updates local state only (product-spec §5)', async () => {
    const { store, spies } = setup();
    await store.getState().load();
    expect(await store.getState().saveConfig({ type: 'saml', domain: '  ', ssoEndpoint: 'https://idp.example/sso' })).toBe(true);
    expect(spies.saveConfig).not.toHaveBeenCalled();
    expect(store.getState().config.data).toMatchObject({ ssoEndpoint: 'https://idp.example/sso', domain: undefined });
  });

  it('a new domain is saved in one call with every field (the server resets the old IdP fields, then applies these)', async () => {
    const { store, spies } = setup();
    await store.getState().load();
    await store.getState().saveConfig({ type: 'okta', domain: 'New.example', ssoEndpoint: 'https://kept.example', signRequest: true });
    expect(spies.saveConfig).toHaveBeenCalledTimes(1);
    expect(spies.saveConfig).toHaveBeenCalledWith({ type: 'okta', domain: 'new.example', ssoEndpoint: 'https://kept.example', signRequest: true });
    expect(store.getState().config.data).toMatchObject({ domain: 'new.example', validated: false, signRequest: true, ssoEndpoint: 'https://kept.example' });
    expect(store.getState().config.data?.publicCertificate).toBeUndefined();
    await store.getState().saveConfig({ type: 'oidc', domain: 'new.example', ssoEndpoint: 'https://login.example', oidcClientId: 'cid', oidcSecret: '' });
    expect(spies.saveConfig).toHaveBeenLastCalledWith({ type: 'oidc', domain: 'new.example', ssoEndpoint: 'https://login.example', oidcClientId: 'cid' });
    expect(await store.getState().validateDomain()).toBe(true);
    expect(store.getState().config.data?.validated).toBe(true);
  });

  it('a certificate that is not one refuses the whole save, nothing changes', async () => {
    const { store } = setup();
    await store.getState().load();
    const before = store.getState().config.data;
    expect(await store.getState().saveConfig({ type: 'okta', domain: 'other.example', ssoEndpoint: 'https://x.example/sso', publicCertificate: 'not a cert' })).toBe(false);
    expect(store.getState().save.error).toMatch(/^publicCertificate: /);
    expect(store.getState().config.data).toEqual(before);
    await store.getState().load();
    expect(store.getState().config.data).toMatchObject({ domain: 'acme.com', ssoEndpoint: before?.ssoEndpoint });
  });

  it('deletes the configuration through its dialog: domain, default roles and groups go with it', async () => {
    const { store, spies } = setup();
    await store.getState().load();
    store.getState().openRemoveConfig();
    expect(await store.getState().removeConfig()).toBe(true);
    expect(spies.deleteConfig).toHaveBeenCalledWith('sso-1');
    expect(store.getState().dialogs.removeConfig.status).toBe('success');
    expect(store.getState().config.data).toMatchObject({ enabled: false, domains: [] });
    expect(store.getState().config.data?.id).toBeUndefined();
    expect([store.getState().groups.data, store.getState().defaultRoles.data]).toEqual([[], []]);
    expect(await store.getState().removeConfig()).toBe(false);
  });

  it('metadata: an address that is not http(s) is refused locally; bad XML shows the server message', async () => {
    const { store, spies } = setup();
    await store.getState().load();
    expect(await store.getState().metadataFromUrl('ftp://x')).toBe(false);
    expect(store.getState().metadata.error).toBe(SSO_MESSAGES.badUrl);
    expect(spies.metadataFromUrl).not.toHaveBeenCalled();
    expect(await store.getState().uploadMetadata('<html/>')).toBe(false);
    expect(store.getState().metadata.error).toMatch(/Invalid IdP metadata/);
  });

  it('group mappings: create, update, remove through dialogs; default roles saved', async () => {
    const { store } = setup();
    await store.getState().load();
    const role = store.getState().roles.data[0]!.id;
    expect(await store.getState().saveGroup({ group: 'ops', roleIds: [role] })).toBe(true);
    expect(store.getState().dialogs.group.status).toBe('success');
    const ops = store.getState().groups.data.find((g) => g.group === 'ops')!;
    expect(await store.getState().saveGroup({ id: ops.id, group: 'operations', roleIds: [] })).toBe(true);
    expect(store.getState().groups.data.map((g) => g.group)).toEqual(['engineering', 'operations']);
    expect(await store.getState().saveGroup({ group: 'operations', roleIds: [] })).toBe(false);
    expect(store.getState().dialogs.group).toMatchObject({ status: 'error', error: 'A mapping for this group already exists' });
    expect(await store.getState().removeGroup(ops.id!)).toBe(true);
    expect(await store.getState().setDefaultRoles([role])).toBe(true);
    expect(store.getState().defaultRoles.data).toEqual([role]);
  });
});
