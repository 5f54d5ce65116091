import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { ID } from '../test/users-admin';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startServer();
  token = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => t?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600', 'hex');
const upload = (part: Blob | string, auth = token) => {
  const form = new FormData();
  form.append('image', part as Blob);
  return t.browser().fetch('/team/resources/profile/me/image/v1', { method: 'PUT', body: form, token: auth });
};

describe('profile', () => {
  it('updates name, phoneNumber, address and jobTitle; null clears; bad values are 400', async () => {
    const put = await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { name: 'Mem Ber', phoneNumber: '+15551234567', address: '1 Main St', jobTitle: 'QA' }, token });
    expect(put.status).toBe(200);
    expect(put.data).toMatchObject({ name: 'Mem Ber', phoneNumber: '+15551234567', address: '1 Main St', jobTitle: 'QA' });
    const cleared = await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { address: null }, token });
    expect(cleared.data).toMatchObject({ address: null, jobTitle: 'QA' });
    for (const bad of [{ phoneNumber: '555' }, { jobTitle: 'x'.repeat(256) }, { name: '  ' }]) {
      expect((await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: bad, token })).status).toBe(400);
    }
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Profile updated').executeTakeFirst()).toBeTruthy();
  });

  it('stores an uploaded picture and serves it back as profilePictureUrl', async () => {
    const res = await upload(new File([PNG], 'me.png', { type: 'image/png' }));
    expect(res.status).toBe(200);
    const url = res.text;
    expect(url).toMatch(/\/profile-images\/[0-9a-f-]{36}$/);
    const me = await t.browser().fetch(`${ID}/users/v2/me`, { token });
    expect(me.data.profilePictureUrl).toBe(url);
    const img = await fetch(url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG);
    // A data URL sent as the form's text value works too; the previous picture is gone.
    const second = await upload(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect(second.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(second.text)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.base}/profile-images/not-a-uuid`)).status).toBe(404);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Profile image updated').executeTakeFirst()).toBeTruthy();
  });

  it('removes the picture: profilePictureUrl null clears it and the stored picture is no longer served', async () => {
    const url = (await upload(new File([PNG], 'me.png', { type: 'image/png' }))).text;
    expect((await fetch(url)).status).toBe(200);
    const cleared = await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { profilePictureUrl: null }, token });
    expect(cleared.status).toBe(200);
    expect(cleared.data.profilePictureUrl).toBeNull();
    expect((await fetch(url)).status).toBe(404);
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token })).data.profilePictureUrl).toBeNull();
  });

  it('refuses anything but a base64 PNG/JPEG/GIF/WebP image with a clear 400', async () => {
    const bad: (Blob | string)[] = [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
      new File(['<html><script>alert(1)</script>'], 'x.png', { type: 'image/png' }),
      new File([PNG], 'x.txt', { type: 'text/plain' }),
      'https://example.com/me.png',
      'data:image/png;base64,not base64!',
      `data:text/html;base64,${Buffer.from('<b>hi</b>').toString('base64')}`,
      `data:image/png;base64,${Buffer.from('GIF89a fake').toString('base64')}`,
    ];
    for (const part of bad) {
      const res = await upload(part);
      expect(res.status).toBe(400);
      expect(res.data.errors).toEqual(['Not a base64 image data URL (PNG, JPEG, GIF, WebP)']);
    }
    const big = await upload(new File([PNG, Buffer.alloc(70 * 1024)], 'big.png', { type: 'image/png' }));
    expect(big.status).toBe(400);
    expect(big.data.errors).toEqual(['Profile image is too large (at most 64 KB)']);
    const json = await t.browser().fetch('/team/resources/profile/me/image/v1', { method: 'PUT', json: { image: `data:image/png;base64,${PNG.toString('base64')}` }, token });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('image', new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await t.browser().fetch('/team/resources/profile/me/image/v1', { method: 'PUT', body: form })).status).toBe(401);
  });

  it('change password checks the current password, the policy and the history', async () => {
    const change = (password: string, newPassword: string) => t.browser().fetch(`${ID}/users/v1/passwords/change`, { json: { password, newPassword }, token });
    expect((await change('wrong password', 'a brand new secret')).status).toBe(400);
    expect((await change(DEMO_PASSWORD, 'short')).status).toBe(400);
    expect((await change(DEMO_PASSWORD, 'password123')).data.errors).toEqual(['This password has appeared in a data breach. Choose a different one.']);
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).data.errors).toEqual(['Password was used recently, please choose another one']);
    expect((await change(DEMO_PASSWORD, 'a brand new secret')).status).toBe(200);
  });
});
