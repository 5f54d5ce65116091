import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { isPorticoError } from '../core/errors';
import { createApiClient } from '../core/client';
import { uploadProfileImage } from './calls';
import { profileImageAddress } from './profile-image';
import { uploadProfileImageSchema } from './schemas';

const PATH = '/frontegg/team/resources/profile/me/image/v1';
const bytes = 'fake-png-bytes';
const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('uploadProfileImage (PUT /team/resources/profile/me/image/v1, multipart)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('sends the decoded image as a multipart file and resolves to the reply text', async () => {
    h.reply({ body: 'https://cdn.example.com/u-1.png' });
    const result = await uploadProfileImage(h.client(), dataUrl);
    expect(result).toBe('https://cdn.example.com/u-1.png');
    const sent = h.last();
    expect(sent.method).toBe('PUT');
    expect(sent.path).toBe(PATH);
    expect(sent.headers.authorization).toBe('Bearer test-token');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Parse the multipart body back the way a server would, and validate it with the server's schema.
    const form = await new Response(sent.raw, { headers: { 'content-type': String(sent.headers['content-type']) } }).formData();
    const image = form.get('image');
    if (!(image instanceof File)) throw new Error('expected a file part named image');
    expect(image.type).toBe('image/png');
    expect(image.name).toBe('profile.png');
    expect(await image.text()).toBe(bytes);
    expect(uploadProfileImageSchema.safeParse({ image }).success).toBe(true);
  });

  it('names a JPEG upload profile.jpeg', async () => {
    await uploadProfileImage(h.client(), `data:image/jpeg;base64,${Buffer.from('jpg').toString('base64')}`);
    expect(h.last().raw).toContain('filename="profile.jpeg"');
  });

  it.each([
    ['an http address', 'https://example.com/me.png'],
    ['an SVG data URL', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['a non-image data URL', `data:text/html;base64,${Buffer.from('<b>').toString('base64')}`],
    ['a URL-encoded (not base64) data URL', 'data:image/png,%89PNG'],
    ['broken base64', 'data:image/png;base64,abc'],
    ['base64 with trailing text', `${dataUrl}"onerror="x`],
    ['an empty payload', 'data:image/png;base64,'],
    ['plain text', 'hello'],
  ])('refuses %s locally with invalid_argument', async (_name, value) => {
    const before = h.seen.length;
    const error = await uploadProfileImage(h.client(), value).catch((e: unknown) => e);
    expect(isPorticoError(error) && error.code).toBe('invalid_argument');
    expect((error as Error).message).toMatch(/base64 image data URL/);
    expect(h.seen.length).toBe(before);
  });
});

describe('profileImageAddress', () => {
  const id = '0b6c1f5e-9f1a-4c39-8a7e-3f0e1d2c3b4a';
  it("shows a stored picture through the client's own base address (a host's same-origin proxy)", () => {
    const client = createApiClient({ baseUrl: 'https://app.example.com' });
    expect(profileImageAddress(client, `http://127.0.0.1:8787/frontegg/profile-images/${id}`)).toBe(`https://app.example.com/frontegg/profile-images/${id}`);
    const prefixed = createApiClient({ baseUrl: () => 'https://auth.example.com', prefix: 'api' });
    expect(profileImageAddress(prefixed, `https://other.test/frontegg/profile-images/${id}`)).toBe(`https://auth.example.com/api/profile-images/${id}`);
  });

  it('leaves any other address alone', () => {
    const client = createApiClient({ baseUrl: 'https://app.example.com' });
    for (const url of ['https://lh3.googleusercontent.com/a/photo.png', 'data:image/png;base64,AAAA', 'not a url', 'https://x.test/frontegg/profile-images/not-an-id']) {
      expect(profileImageAddress(client, url)).toBe(url);
    }
  });
});
