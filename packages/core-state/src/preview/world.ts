import type { MfaDevices } from '@portico/rest-api/users';

/** What the session fake and the admin fake of one preview share, as the server keeps one table for both. */
export interface PreviewWorld {
  /** The preview user's MFA devices: a fresh user's (none) until one is enrolled. */
  mfa: MfaDevices;
}

const worlds = new WeakMap<object, PreviewWorld>();

/** The world named by `key` (the same object for both fakes of a Portico); a fresh one without a key. */
export function previewWorld(key?: object): PreviewWorld {
  const found = key ? worlds.get(key) : undefined;
  if (found) return found;
  const world: PreviewWorld = { mfa: { webauthn: [], phones: [], authenticators: [], emails: [] } };
  if (key) worlds.set(key, world);
  return world;
}
