import { CLIENT_DEFAULTS, type ApiClient } from '../core/client';
import { PorticoError } from '../core/errors';
import { TEAM } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { joinUrl } from '../core/url';
import { PROFILE_IMAGE_FIELD } from './constants';
import { MSG_INVALID_PROFILE_IMAGE } from './messages';

// Only these image types (see PROFILE_IMAGE_TYPES); standard base64 with its padding, nothing else around it.
const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The multipart form of a profile picture, from a base64 image data URL.
 * @throws PorticoError `invalid_argument` for anything that is not a base64 PNG, JPEG, GIF or WebP data URL.
 */
export function profileImageForm(dataUrl: string): FormData {
  const match = typeof dataUrl === 'string' ? DATA_URL.exec(dataUrl) : null;
  const [, subtype, base64] = match ?? [];
  if (!subtype || !base64 || base64.length % 4) throw new PorticoError(MSG_INVALID_PROFILE_IMAGE, { code: 'invalid_argument' });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, new Blob([bytes], { type: `image/${subtype}` }), `profile.${subtype}`);
  return form;
}

/**
 * PUT /team/resources/profile/me/image/v1: uploads the user's picture as multipart form-data; resolves to the
 * server's reply text (the new picture's address). Only a base64 image data URL is accepted (refused locally).
 */
export async function uploadProfileImage(client: ApiClient, dataUrl: string, options?: CallOptions): Promise<string> {
  const body = profileImageForm(dataUrl);
  return request<string>(client, { method: 'PUT', path: `${TEAM}/profile/me/image/v1`, body, responseType: 'text', signal: options?.signal });
}

const STORED_PICTURE = /^\/[^/]+\/(profile-images\/[0-9a-f-]{36})$/i;

/**
 * The address to show a picture the server stores at: the same path under this client's own base address. A host that
 * reaches the server through a same-origin proxy (its `baseUrl` is its own origin) then shows it under a strict
 * `img-src 'self'`. Any other address (a provider's picture, a data URL) is returned unchanged.
 */
export function profileImageAddress(client: ApiClient, url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const stored = STORED_PICTURE.exec(path)?.[1];
  if (!stored) return url;
  const { baseUrl, prefix = CLIENT_DEFAULTS.prefix } = client.options;
  const base = typeof baseUrl === 'function' ? baseUrl(`/${stored}`) : baseUrl;
  return joinUrl(base, prefix, stored);
}
