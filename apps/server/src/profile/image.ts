import { profileImageDataUrlSchema, uploadProfileImageSchema } from '@portico/rest-api/schemas';
import { badRequest } from '../http/errors';

/** Refusal of anything but a real PNG, JPEG, GIF or WebP picture (same words as the client's local check). */
export const MSG_BAD_IMAGE = 'Not a base64 image data URL (PNG, JPEG, GIF, WebP)';
/** Refusal of a picture over the size limit. */
export const MSG_IMAGE_TOO_LARGE = 'Profile image is too large (at most 64 KB)';

/** A decoded, checked picture. */
export interface ProfileImage {
  mime: string;
  bytes: Uint8Array;
}

// Leading bytes of each accepted type: the declared type must match the content (no HTML or SVG dressed as PNG).
const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' || String.fromCharCode(...b.slice(0, 6)) === 'GIF89a',
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

function checked(mime: string, bytes: Uint8Array): ProfileImage {
  if (!MAGIC[mime]?.(bytes)) throw badRequest(MSG_BAD_IMAGE);
  return { mime, bytes };
}

/**
 * The picture from the upload form's `image` part: the multipart file the client builds from a data URL, or the data
 * URL itself as text. Anything else (another type, a URL, content not matching its type, too large) is a 400.
 */
export async function readProfileImage(part: unknown): Promise<ProfileImage> {
  if (typeof part === 'string') {
    const parsed = profileImageDataUrlSchema.safeParse(part);
    if (!parsed.success) throw badRequest(part.length > 100_000 ? MSG_IMAGE_TOO_LARGE : MSG_BAD_IMAGE);
    const [head, data] = parsed.data.split(',') as [string, string];
    const bytes = new Uint8Array(Buffer.from(data, 'base64'));
    if (bytes.length > 64 * 1024) throw badRequest(MSG_IMAGE_TOO_LARGE);
    return checked(head.slice(5, head.indexOf(';')), bytes);
  }
  if (part instanceof File) {
    const parsed = uploadProfileImageSchema.safeParse({ image: part });
    if (!parsed.success) throw badRequest(part.size > 64 * 1024 ? MSG_IMAGE_TOO_LARGE : MSG_BAD_IMAGE);
    return checked(part.type, new Uint8Array(await part.arrayBuffer()));
  }
  throw badRequest(MSG_BAD_IMAGE);
}
