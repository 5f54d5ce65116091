import type { ScimConfiguration } from '@portico/rest-api/sso';
import type { ProvisioningApi } from '../../provisioning/api';
import { PREVIEW_USER } from '../data';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

/** The SCIM base URL the preview shows (a documentation host). */
export const PREVIEW_SCIM_BASE_URL = 'https://auth.example.com/frontegg/scim/v2';

let seq = 0;
const hex = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The provisioning port in preview: one Okta connection with 4 provisioned users; same answers as the server. */
export function previewProvisioningApi(answer: Answer): ProvisioningApi {
  const connections: (ScimConfiguration & { users: number })[] = [
    { id: 'scim-1', connectionName: 'Okta directory', source: 'okta', syncToUserManagement: true, tenantId: PREVIEW_USER.tenantId, createdAt: '2026-11-02T09:00:00.000Z', users: 4 },
  ];
  const find = (id: string) => connections.find((c) => c.id === id) ?? (() => { throw refuse(404, 'SCIM connection not found'); })();
  const view = ({ users: _users, ...c }: ScimConfiguration & { users: number }): ScimConfiguration => ({ ...c });
  return {
    list: () => answer(() => connections.map(view)),
    create: (input) =>
      answer(() => {
        const made = { id: `scim-${Date.now().toString(36)}-${++seq}`, connectionName: input.connectionName, source: input.source,
          syncToUserManagement: input.syncToUserManagement ?? true, tenantId: PREVIEW_USER.tenantId, createdAt: new Date().toISOString(), users: 0 };
        connections.push(made);
        // As the server: the token is in this answer only.
        return { ...view(made), token: `portico_scim_${hex()}` };
      }),
    remove: (id) => answer(() => void connections.splice(connections.indexOf(find(id)), 1)),
    usersCount: (id) => answer(() => find(id).users),
    scimBaseUrl: () => answer(() => PREVIEW_SCIM_BASE_URL),
  };
}
