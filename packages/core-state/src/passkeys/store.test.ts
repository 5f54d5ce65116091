import { describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES } from './messages';
import { createPasskeysStore } from './store';
import type { PasskeysApi } from './api';
import type { WebAuthnCeremony } from './ceremony';

const device = { id: 'pk-1', deviceName: 'Passkey 1', deviceType: 'Platform' as const };
const fakes = (on = true) => {
  const api = {
    getActiveAuthStrategies: vi.fn(async () => (on ? ['EmailAndPassword', 'Passkeys'] : ['EmailAndPassword']) as ('EmailAndPassword' | 'Passkeys')[]),
    listPasskeys: vi.fn(async () => [device]),
    passkeyRegistrationOptions: vi.fn(async () => ({ challenge: 'c', rp: { name: 'Demo' }, user: { id: 'u', name: 'a', displayName: 'a' }, pubKeyCredParams: [] })),
    registerPasskey: vi.fn(async () => ({ ...device, id: 'pk-2', deviceName: 'Passkey 2' })),
    deletePasskey: vi.fn(async () => {}),
  } satisfies PasskeysApi;
  const ceremony = {
    supported: vi.fn(() => true), autofillSupported: vi.fn(async () => false), cancel: vi.fn(),
    create: vi.fn(async () => ({ id: 'cred', response: { clientDataJSON: 'a', attestationObject: 'b' } })),
    get: vi.fn(),
  } satisfies WebAuthnCeremony;
  return { api, ceremony, store: createPasskeysStore({ api, ceremony }) };
};

describe('admin.passkeys', () => {
  it('loads the list and whether passkeys can be added', async () => {
    const { store } = fakes();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ canAdd: true, devices: { status: 'ready', data: [device] } });
    const off = fakes(false);
    await off.store.getState().load();
    expect(off.store.getState().canAdd).toBe(false);
  });

  it('adds through the browser ceremony and the server check; a refusal reads clearly', async () => {
    const { store, api, ceremony } = fakes();
    await store.getState().load();
    expect(await store.getState().add()).toBe(true);
    expect(api.registerPasskey).toHaveBeenCalledWith(expect.objectContaining({ id: 'cred' }));
    expect(store.getState().devices.data.map((d) => d.id)).toEqual(['pk-1', 'pk-2']);
    ceremony.create.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
    expect(await store.getState().add()).toBe(false);
    expect(store.getState().adding).toEqual({ status: 'error', error: PASSKEY_MESSAGES.cancelled });
  });

  it('removes through its dialog; a failure keeps the passkey and the dialog open with the error', async () => {
    const { store, api } = fakes();
    await store.getState().load();
    store.getState().openRemove('pk-1');
    api.deletePasskey.mockRejectedValueOnce(Object.assign(new Error('Not found'), { kind: 'portico-error', code: 'api_error', status: 404, messages: ['Not found'] }));
    expect(await store.getState().remove('pk-1')).toBe(false);
    expect(store.getState().dialogs.remove).toMatchObject({ status: 'error', error: 'Not found' });
    expect(await store.getState().remove('pk-1')).toBe(true);
    expect(store.getState().devices.data).toEqual([]);
  });
});
