import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectAccountForm, selectCustomLoginConfiguration } from './selectors';
import { createAccountStore } from './store';

const SETTINGS = '/tenants/resources/account-settings/v1';

function setup(routes: Record<string, AdminHandler> = {}) {
  const settings = { companyName: 'Acme', timezone: 'UTC', currency: 'USD', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' };
  const server = fakeAdminServer({
    [`GET ${SETTINGS}`]: () => settings,
    [`PUT ${SETTINGS}`]: (r) => Object.assign(settings, r.body),
    'GET /metadata/admin-box': () => ({ id: 'm-1', entityName: 'adminBox', configuration: { themeName: 'modern' } }),
    'POST /metadata/admin-box': (r) => ({ id: 'm-1', configuration: { themeName: (r.body as { actions: { payload: string }[] }).actions[0]?.payload } }),
    ...routes,
  });
  return { ...server, store: createAccountStore({ api: server.api.account }) };
}

describe('account store', () => {
  it('loads settings and saves only the changed fields', async () => {
    const { store, seen } = setup();
    await store.getState().loadSettings();
    expect(selectAccountForm(store.getState())).toMatchObject({ companyName: 'Acme', address: '', currency: 'USD' });
    expect(await store.getState().saveSettings({ companyName: 'Acme', currency: 'EUR', website: 'https://acme.test' })).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: { currency: 'EUR', website: 'https://acme.test' } });
    expect(store.getState().settings.data).toMatchObject({ currency: 'EUR' });
    expect(store.getState().save.status).toBe('success');
  });

  it('refuses a logo that is not an image data URL or http(s) address, and a bad website, before any call', async () => {
    const { store, seen } = setup();
    await store.getState().loadSettings();
    expect(await store.getState().saveSettings({ logo: 'javascript:alert(1)' })).toBe(false);
    expect(store.getState().save.error).toBe('The logo must be a base64 image data URL or an http(s) address');
    expect(await store.getState().saveSettings({ website: 'acme' })).toBe(false);
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(await store.getState().saveSettings({ logo: 'data:image/png;base64,iVBORw0KGgo=' })).toBe(true);
  });

  it('shows the server message when the save fails', async () => {
    const { store } = setup({ [`PUT ${SETTINGS}`]: () => { throw httpError(403, 'Forbidden') } });
    await store.getState().loadSettings();
    await store.getState().saveSettings({ companyName: 'Other' });
    expect(store.getState().save).toEqual({ status: 'error', error: 'Forbidden' });
  });

  it('custom login: an empty change list is refused locally with "No changes to update"; changes are posted', async () => {
    const { store, seen } = setup();
    await store.getState().loadCustomLogin();
    expect(selectCustomLoginConfiguration(store.getState())).toEqual({ themeName: 'modern' });
    expect(await store.getState().updateCustomLogin([])).toBe(false);
    expect(store.getState().customLoginSave).toEqual({ status: 'error', error: 'No changes to update' });
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    expect(await store.getState().updateCustomLogin([{ type: 'set', path: 'themeName', payload: 'classic' }])).toBe(true);
    expect(seen.at(-1)?.body).toEqual({ actions: [{ type: 'set', path: 'themeName', payload: 'classic' }] });
    expect(selectCustomLoginConfiguration(store.getState())).toEqual({ themeName: 'classic' });
  });
});
