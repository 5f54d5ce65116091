import { describe, expect, it, vi } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectProfileFields } from './selectors';
import { createProfileStore } from './store';
import { INVALID_IMAGE_MESSAGE } from './validate';

const ME = '/identity/resources/users/v2/me';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(routes: Record<string, AdminHandler> = {}) {
  const me = { id: 'u-1', email: 'ada@acme.test', name: 'Ada', phoneNumber: '+15550001', jobTitle: 'Eng' };
  const server = fakeAdminServer({
    [`GET ${ME}`]: () => me,
    [`PUT ${ME}`]: (r) => Object.assign(me, r.body),
    'PUT /team/resources/profile/me/image/v1': () => new Response('https://cdn.test/ada.png', { status: 200, headers: { 'content-type': 'text/plain' } }),
    'POST /identity/resources/users/v1/passwords/change': (r) => {
      if ((r.body as { password: string }).password !== 'old-password') throw httpError(400, 'Wrong password');
    },
    ...routes,
  });
  const onUserChange = vi.fn();
  return { ...server, onUserChange, store: createProfileStore({ api: server.api.profile, onUserChange }) };
}

describe('profile store', () => {
  it('loads and saves name, phoneNumber, address, jobTitle (empty clears) and tells auth', async () => {
    const { store, seen, onUserChange } = setup();
    await store.getState().load();
    expect(selectProfileFields(store.getState())).toEqual({ name: 'Ada', phoneNumber: '+15550001', address: '', jobTitle: 'Eng' });
    expect(await store.getState().saveProfile({ name: ' Ada L ', phoneNumber: '', address: '1 Main St', jobTitle: 'CTO' })).toBe(true);
    expect(seen.at(-1)?.body).toEqual({ name: 'Ada L', phoneNumber: null, address: '1 Main St', jobTitle: 'CTO' });
    expect(store.getState().save.status).toBe('success');
    expect(store.getState().profile).toMatchObject({ name: 'Ada L', address: '1 Main St' });
    expect(onUserChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada L' }));
  });

  it('uploads only a base64 image data URL (refused locally otherwise) and keeps the new address', async () => {
    const { store, seen, onUserChange } = setup();
    await store.getState().load();
    for (const bad of ['https://x.test/a.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,@@', 'data:text/plain;base64,aGk=']) {
      expect(await store.getState().uploadPicture(bad)).toBe(false);
      expect(store.getState().picture).toEqual({ status: 'error', error: INVALID_IMAGE_MESSAGE });
    }
    expect(seen.some((r) => r.path.includes('/image/'))).toBe(false);
    expect(await store.getState().uploadPicture(PNG)).toBe(true);
    const upload = seen.find((r) => r.path.includes('/image/'));
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(store.getState().profile?.profilePictureUrl).toBe('https://cdn.test/ada.png');
    expect(onUserChange).toHaveBeenCalledWith({ profilePictureUrl: 'https://cdn.test/ada.png' });
  });

  it('removes the picture with profilePictureUrl null; a stored picture is shown through the client base address', async () => {
    const id = '0b6c1f5e-9f1a-4c39-8a7e-3f0e1d2c3b4a';
    const { store, seen, onUserChange } = setup({
      'PUT /team/resources/profile/me/image/v1': () => new Response(`http://127.0.0.1:8787/frontegg/profile-images/${id}`, { status: 200, headers: { 'content-type': 'text/plain' } }),
    });
    await store.getState().load();
    expect(await store.getState().uploadPicture(PNG)).toBe(true);
    // The fake server's client address, not the server's own origin: a strict img-src 'self' on the host allows it.
    expect(store.getState().profile?.profilePictureUrl).toMatch(new RegExp(`^https?://[^/]+/frontegg/profile-images/${id}$`));
    expect(store.getState().profile?.profilePictureUrl).not.toContain('127.0.0.1:8787');
    expect(await store.getState().removePicture()).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: { profilePictureUrl: null } });
    expect(store.getState().profile?.profilePictureUrl).toBeUndefined();
    expect(store.getState().picture.status).toBe('removed');
    expect(onUserChange).toHaveBeenLastCalledWith({ profilePictureUrl: '' });
  });

  it('change password: current + new sent; wrong current keeps the dialog open with the server message', async () => {
    const { store, seen } = setup();
    store.getState().openChangePassword();
    expect(await store.getState().changePassword({ currentPassword: 'nope', newPassword: 'a new passphrase' })).toBe(false);
    expect(store.getState().dialogs.changePassword).toEqual({ status: 'error', error: 'Wrong password' });
    expect(await store.getState().changePassword({ currentPassword: 'old-password', newPassword: 'a new passphrase' })).toBe(true);
    expect(seen.at(-1)?.body).toEqual({ password: 'old-password', newPassword: 'a new passphrase' });
    expect(store.getState().dialogs.changePassword.status).toBe('success');
  });
});
