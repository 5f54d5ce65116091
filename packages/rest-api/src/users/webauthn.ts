import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { segment } from './paths';
import type { VerifyWebAuthnDeviceRequest, WebAuthnDevice, WebAuthnDeviceChallenge, WebAuthnDevices } from './types';

const DEVICES = `${IDENTITY}/users/webauthn/v1/devices`;

/** GET /users/webauthn/v1/devices: the user's passkeys. */
export function listWebAuthnDevices(client: ApiClient, options?: CallOptions): Promise<WebAuthnDevices> {
  return request<WebAuthnDevices>(client, { method: 'GET', path: DEVICES, signal: options?.signal });
}

/** POST /users/webauthn/v1/devices: starts registering a passkey; returns the creation options. */
export function createWebAuthnDevice(client: ApiClient, options?: CallOptions): Promise<WebAuthnDeviceChallenge> {
  return request<WebAuthnDeviceChallenge>(client, { method: 'POST', path: DEVICES, signal: options?.signal });
}

/** POST /users/webauthn/v1/devices/verify: completes the passkey registration with the new credential. */
export function verifyWebAuthnDevice(client: ApiClient, body: VerifyWebAuthnDeviceRequest, options?: CallOptions): Promise<WebAuthnDevice> {
  return request<WebAuthnDevice>(client, { method: 'POST', path: `${DEVICES}/verify`, body, signal: options?.signal });
}

/** DELETE /users/webauthn/v1/devices/{id}: removes a passkey (async: a refused id rejects). */
export async function deleteWebAuthnDevice(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${DEVICES}/${segment(id, 'id')}`, signal: options?.signal });
}
