import type { Selectable } from 'kysely';
import type { WebAuthnCredentialTable } from './tables';

/** A passkey as `listWebAuthnDevices` answers it (WebAuthnDevice of @portico/rest-api). */
export const deviceView = (row: Selectable<WebAuthnCredentialTable>) => ({
  id: row.id,
  deviceName: row.device_name,
  deviceType: row.device_type,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.last_used_at ? { lastUsedAt: new Date(row.last_used_at).toISOString() } : {}),
});
