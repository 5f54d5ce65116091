import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { INVITE_LINK_EXPIRY_MINUTES } from './defaults';
import type {
  CreateInviteLinkRequest,
  InviteLink,
  InviteLinkConfiguration,
  UpdateInviteLinkRequest,
  VerifiedInvite,
  VerifyInviteTokenRequest,
} from './types';

const INVITES = `${IDENTITY}/tenants/invites/v1`;
const INVITE_LINK = `${INVITES}/user`;

/** `GET /tenants/invites/v1/user`: the tenant's invite link. */
export function getInviteLink(client: ApiClient, options?: CallOptions): Promise<InviteLink> {
  return request(client, { method: 'GET', path: INVITE_LINK, ...options });
}

/** `POST /tenants/invites/v1/user`: creates the invite link; it expires after 43200 minutes unless told otherwise. */
export function createInviteLink(client: ApiClient, body?: CreateInviteLinkRequest, options?: CallOptions): Promise<InviteLink> {
  const sent = { ...body, expiresInMinutes: body?.expiresInMinutes ?? INVITE_LINK_EXPIRY_MINUTES };
  return request(client, { method: 'POST', path: INVITE_LINK, body: sent, ...options });
}

/** `PATCH /tenants/invites/v1/user` [expiresInMinutes, shouldSendEmail]: updates the invite link. */
export function updateInviteLink(client: ApiClient, body: UpdateInviteLinkRequest, options?: CallOptions): Promise<InviteLink> {
  return request(client, { method: 'PATCH', path: INVITE_LINK, body, ...options });
}

/** `DELETE /tenants/invites/v1/user`: revokes the invite link. */
export function deleteInviteLink(client: ApiClient, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: INVITE_LINK, ...options });
}

/** `GET /tenants/invites/v1/configuration`: whether invite links are enabled. */
export function getInviteLinkConfiguration(client: ApiClient, options?: CallOptions): Promise<InviteLinkConfiguration> {
  return request(client, { method: 'GET', path: `${INVITES}/configuration`, ...options });
}

/** `POST /tenants/invites/v1/verify` [token]: checks an invite token before sign-up. */
export function verifyInviteToken(client: ApiClient, body: VerifyInviteTokenRequest, options?: CallOptions): Promise<VerifiedInvite> {
  return request(client, { method: 'POST', path: `${INVITES}/verify`, body, ...options });
}
