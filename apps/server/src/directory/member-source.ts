import type { MemberSourceLoader } from '../team';
import { provisionedAmong } from './repo';

/** Members a SCIM client provisioned show provider and managedBy `scim2` in the users lists (app.ts hands it to team). */
export const scimMemberSources: MemberSourceLoader = async (db, tenantId, userIds) =>
  new Map((await provisionedAmong(db, tenantId, userIds)).map((id) => [id, { provider: 'scim2' as const, managedBy: 'scim2' }]));
