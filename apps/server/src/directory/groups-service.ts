import { addUsers, createGroup, deleteGroup, findGroups, groupViews, removeUsers, requireGroup, updateGroup, type GroupView } from '../groups';
import { ApiError } from '../http/errors';
import { applyFilter, parseFilter, matches } from './filter';
import { insertScimGroup, provisionedAmong, scimGroupLinks, setScimGroupExternalId } from './repo';
import { ScimError, SCIM_MSG, URN } from './scim-http';
import { patchOps } from './user-state';
import type { ScimScope } from './users-service';

/** A provisioned group as SCIM state. */
interface GroupState { displayName: string; externalId: string | null; members: Set<string> }

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const memberIds = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).map((m) => (isObj(m) ? str(m.value) : str(m))).filter((x): x is string => !!x);

/** RFC 7643 §4.2 Group resource. */
function toScimGroup(g: GroupView, externalId: string | null | undefined, base: string) {
  return {
    schemas: [URN.group], id: g.id, ...(externalId ? { externalId } : {}), displayName: g.name,
    members: (g.users ?? []).map((u) => ({ value: u.id, display: u.email, $ref: `${base}/Users/${u.id}` })),
    meta: { resourceType: 'Group', created: g.createdAt, lastModified: g.updatedAt, location: `${base}/Groups/${g.id}` },
  };
}

/** The tenant's provisioned groups as SCIM resources (all, or one id). */
export async function scimGroups(s: ScimScope, id?: string) {
  const links = await scimGroupLinks(s.db, s.connection.tenant_id);
  const ids = id ? (links.has(id) ? [id] : []) : [...links.keys()];
  const views = await groupViews(s.db, s.connection.tenant_id, await findGroups(s.db, s.connection.tenant_id, ids), 'users');
  return views.map((g) => toScimGroup(g, links.get(g.id), s.base));
}

export async function requireScimGroup(s: ScimScope, id: string) {
  const [g] = await scimGroups(s, id);
  if (!g) throw new ScimError(404, SCIM_MSG.groupNotFound);
  return g;
}

export const filterGroups = async (s: ScimScope, filter: string | undefined) => applyFilter(await scimGroups(s), filter);

/** Group names are unique per tenant: the groups domain's 409 becomes a SCIM uniqueness error. */
async function named<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) throw new ScimError(409, SCIM_MSG.groupNameTaken, 'uniqueness');
    throw e;
  }
}

/** Members must be users this tenant's directory provisioned. */
async function checkMembers(s: ScimScope, ids: string[]): Promise<void> {
  const known = await provisionedAmong(s.db, s.connection.tenant_id, [...new Set(ids)].filter((x) => /^[0-9a-f-]{36}$/i.test(x)));
  if (known.length !== new Set(ids).size) throw new ScimError(400, SCIM_MSG.unknownMember, 'invalidValue');
}

/** Writes a group state: name, externalId and the member difference. */
async function save(s: ScimScope, id: string, before: GroupState, next: GroupState): Promise<void> {
  const tenantId = s.connection.tenant_id;
  if (!next.displayName) throw new ScimError(400, SCIM_MSG.displayNameRequired, 'invalidValue');
  if (next.displayName !== before.displayName) await named(() => updateGroup(s.db, tenantId, id, { name: next.displayName }));
  if (next.externalId !== before.externalId) await setScimGroupExternalId(s.db, tenantId, id, next.externalId);
  const added = [...next.members].filter((m) => !before.members.has(m));
  const removed = [...before.members].filter((m) => !next.members.has(m));
  if (added.length) { await checkMembers(s, added); await addUsers(s.db, tenantId, id, added); }
  if (removed.length) await removeUsers(s.db, tenantId, id, removed);
}

const stateOf = (g: Awaited<ReturnType<typeof requireScimGroup>>): GroupState =>
  ({ displayName: g.displayName, externalId: g.externalId ?? null, members: new Set(g.members.map((m) => m.value)) });

/** POST /Groups: a group of the tenant's groups domain, managed by scim2. */
export async function createScimGroup(s: ScimScope, b: Obj) {
  const displayName = str(b.displayName);
  if (!displayName) throw new ScimError(400, SCIM_MSG.displayNameRequired, 'invalidValue');
  const members = memberIds(b.members ?? []);
  await checkMembers(s, members);
  const g = await named(() => createGroup(s.db, s.connection.tenant_id, { name: displayName, managedBy: 'scim2' }));
  await insertScimGroup(s.db, { group_id: g.id, tenant_id: s.connection.tenant_id, connection_id: s.connection.id, external_id: str(b.externalId) });
  if (members.length) await addUsers(s.db, s.connection.tenant_id, g.id, [...new Set(members)]);
  return requireScimGroup(s, g.id);
}

/** PUT /Groups/{id}: the whole group, members included. */
export async function replaceScimGroup(s: ScimScope, id: string, b: Obj) {
  const before = stateOf(await requireScimGroup(s, id));
  await save(s, id, before, { displayName: str(b.displayName) ?? '', externalId: str(b.externalId), members: new Set(memberIds(b.members ?? [])) });
  return { group: await requireScimGroup(s, id), before };
}

/** Applies one PATCH operation to the group state (members by path, value filter or value list). */
function patchGroup(st: GroupState, op: string, path: string | null, value: unknown): void {
  const p = path?.toLowerCase() ?? null;
  const filtered = path ? /^members\[(.+)\]$/i.exec(path) : null;
  if (filtered) {
    if (op !== 'remove') throw new ScimError(400, `Unsupported path for ${op}: ${path}`, 'invalidPath');
    const f = parseFilter(filtered[1]);
    for (const m of [...st.members]) if (f && matches(f, { value: m })) st.members.delete(m);
  } else if (p === 'members') {
    const ids = memberIds(value ?? []);
    if (op === 'add') ids.forEach((m) => st.members.add(m));
    else if (op === 'replace') st.members = new Set(ids);
    else if (value === undefined) st.members.clear();
    else ids.forEach((m) => st.members.delete(m));
  } else if (p === 'displayname') {
    if (op === 'remove') throw new ScimError(400, 'displayName cannot be removed', 'mutability');
    st.displayName = str(value) ?? '';
  } else if (p === 'externalid') {
    st.externalId = op === 'remove' ? null : str(value);
  } else if (!p && isObj(value)) {
    for (const [k, v] of Object.entries(value)) patchGroup(st, op, k, v);
  } else if (p) {
    throw new ScimError(400, `Unknown attribute: ${path}`, 'invalidPath');
  } else {
    throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
  }
}

/** PATCH /Groups/{id} (RFC 7644 §3.5.2). */
export async function patchScimGroup(s: ScimScope, id: string, b: Obj) {
  const current = await requireScimGroup(s, id);
  const before = stateOf(current);
  const next: GroupState = { ...before, members: new Set(before.members) };
  for (const o of patchOps(b)) patchGroup(next, o.op, o.path, o.value);
  await save(s, id, before, next);
  return { group: await requireScimGroup(s, id), before, next };
}

export async function deleteScimGroup(s: ScimScope, id: string) {
  const g = await requireScimGroup(s, id);
  await requireGroup(s.db, s.connection.tenant_id, id);
  await deleteGroup(s.db, s.connection.tenant_id, id);
  return g;
}
