import { PorticoError } from '@portico/rest-api';

// Same rule as the rest-api upload: base64 PNG, JPEG, GIF or WebP, nothing around it (SVG can carry script).
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The message of a refused picture (worded as `@portico/rest-api`'s upload refuses it). */
export const INVALID_IMAGE_MESSAGE = 'Not a base64 image data URL (PNG, JPEG, GIF, WebP)';

/** True for a base64 image data URL the server accepts. */
export function isImageDataUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = IMAGE_DATA_URL.exec(value);
  return match !== null && (value.length - value.indexOf(',') - 1) % 4 === 0;
}

/** @throws PorticoError `invalid_argument` when `value` is not a base64 image data URL. */
export function assertImageDataUrl(value: unknown): asserts value is string {
  if (!isImageDataUrl(value)) throw new PorticoError(INVALID_IMAGE_MESSAGE, { code: 'invalid_argument' });
}
