import type { SubTenantUser, Tenant } from '@portico/rest-api/tenants';
import type { SubAccountsApi } from '../../sub-accounts/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;
interface Node { tenant: Tenant; parentId: string | null }

const MSG = {
  notFound: 'Account not found', hasChildren: 'This account has sub-accounts. Delete or move them first', userExists: 'User already exists',
  userNotFound: 'User not found', unknownRole: 'roleIds: Unknown role', name: 'name: Too small: expected string to have >=1 characters',
};
const SAMPLE: Array<[id: string, name: string, parent: string | null, reseller: boolean]> = [
  ['preview-sub-europe', 'Acme Europe', null, true],
  ['preview-sub-berlin', 'Acme Berlin', 'preview-sub-europe', false],
  ['preview-sub-paris', 'Acme Paris', 'preview-sub-europe', false],
  ['preview-sub-us', 'Acme US', null, false],
  ['preview-sub-boston', 'Acme Boston', 'preview-sub-us', false],
];
let seq = 0;

/** The sub-accounts port over sample data (Acme with Europe — a reseller — and US below it), answering as the server does. */
export function previewSubAccountsApi(db: PreviewDb, answer: Answer): SubAccountsApi {
  const created = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const tenant = (tenantId: string, name: string, isReseller = false): Tenant => ({
    id: tenantId, tenantId, name, isReseller, subAccountAccessType: 'defaultOff', createdAt: created, metadata: '{}', numberOfUsers: 0,
  });
  const nodes = new Map<string, Node>([[db.tenantId, { tenant: tenant(db.tenantId, db.settings.companyName ?? 'Acme'), parentId: null }]]);
  for (const [id, name, parent, reseller] of SAMPLE) nodes.set(id, { tenant: tenant(id, name, reseller), parentId: parent ?? db.tenantId });
  // Two sample people in each sub-account, starting without access below it.
  const members = new Map<string, SubTenantUser[]>();
  SAMPLE.forEach(([id], i) => members.set(id, db.users.slice(1 + i * 2, 3 + i * 2).map((u) => ({
    id: u.id, email: u.email, ...(u.name ? { name: u.name } : {}), tenantId: id, verified: true, activatedForTenant: true, createdAt: u.createdAt, subAccountAccessAllowed: false,
    sub: u.id, tenantIds: [id], mfaEnrolled: false, metadata: '{}',
    tenants: [{ tenantId: id, roles: [{ id: 'role-readonly', name: 'ReadOnly', key: 'ReadOnly' }] }],
  }))));
  const below = (id: string): string[] => [...nodes].filter(([, n]) => n.parentId === id).flatMap(([child]) => [child, ...below(child)]);
  const sub = (id: string) => {
    if (id === db.tenantId || !nodes.has(id)) throw refuse(404, MSG.notFound);
    return nodes.get(id)!;
  };
  const view = (id: string): Tenant => ({ ...structuredClone(nodes.get(id)!.tenant), numberOfUsers: id === db.tenantId ? db.users.length : (members.get(id) ?? []).length });
  const tree = (id: string): Tenant => ({
    ...view(id),
    children: [...nodes].filter(([, n]) => n.parentId === id).sort(([, a], [, b]) => a.tenant.name.localeCompare(b.tenant.name)).map(([child]) => tree(child)),
  });
  const member = (userId: string, tenantId: string) => {
    sub(tenantId);
    const user = (members.get(tenantId) ?? []).find((u) => u.id === userId);
    if (!user) throw refuse(404, MSG.userNotFound);
    return user;
  };
  const roleRefs = (ids: string[]) => ids.map((id) => {
    const r = db.roles.find((x) => x.id === id || x.key === id);
    if (!r) throw refuse(400, MSG.unknownRole);
    return { id: r.id, name: r.name, key: r.key };
  });
  return {
    getTree: () => answer(() => tree(db.tenantId)),
    search: (q) => answer(() => {
      const needle = (q._filter ?? '').trim().toLowerCase();
      const found = below(db.tenantId).map(view).filter((t) => !needle || t.name.toLowerCase().includes(needle)).sort((a, b) => a.name.localeCompare(b.name));
      const limit = q._limit ?? 50;
      const offset = q._offset ?? 0;
      return { items: found.slice(offset, offset + limit), _metadata: { totalItems: found.length, totalPages: Math.ceil(found.length / limit) } };
    }),
    create: (b) => answer(() => {
      if (!b.name.trim()) throw refuse(400, MSG.name);
      const parent = b.parentTenantId ?? db.tenantId;
      if (!nodes.has(parent)) throw refuse(404, MSG.notFound);
      const id = `preview-sub-${Date.now().toString(36)}-${++seq}`;
      nodes.set(id, { tenant: tenant(id, b.name, b.isReseller ?? false), parentId: parent });
      return view(id);
    }),
    rename: (id, name) => answer(() => {
      if (!name.trim()) throw refuse(400, MSG.name);
      sub(id).tenant.name = name;
      return view(id);
    }),
    remove: (id) => answer(() => {
      sub(id);
      if (below(id).length) throw refuse(409, MSG.hasChildren);
      nodes.delete(id);
      members.delete(id);
    }),
    setReseller: (id, isReseller) => answer(() => ((sub(id).tenant.isReseller = isReseller), view(id))),
    setAccessType: (id, type) => answer(() => {
      if (!nodes.has(id)) throw refuse(404, MSG.notFound);
      nodes.get(id)!.tenant.subAccountAccessType = type;
      return view(id);
    }),
    listUsers: (q) => answer(() => {
      const ids = q._tenantId ? [(sub(q._tenantId), q._tenantId)] : below(db.tenantId);
      const all = ids.flatMap((id) => members.get(id) ?? []).sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
      const limit = q._limit ?? 20;
      const offset = q._offset ?? 0;
      return { items: structuredClone(all.slice(offset, offset + limit)), _metadata: { totalItems: all.length, totalPages: Math.ceil(all.length / limit) } };
    }),
    addUser: (b) => answer(() => {
      const targets = b.subTenants.map((s) => ({ tenantId: (sub(s.tenantId), s.tenantId), roles: roleRefs(s.roleIds ?? []) }));
      if (targets.some((t) => (members.get(t.tenantId) ?? []).some((u) => u.email === b.email.toLowerCase()))) throw refuse(409, MSG.userExists);
      const known = db.users.find((u) => u.email.toLowerCase() === b.email.toLowerCase());
      // As the server: a member of the parent joins at once; anyone else is pending, shown by e-mail and the typed name only.
      const id = known?.id ?? `preview-user-${Date.now().toString(36)}-${++seq}`;
      const user: SubTenantUser = {
        id, email: b.email.toLowerCase(),
        ...(known ? { ...(known.name ? { name: known.name } : {}), verified: true, createdAt: new Date().toISOString() } : b.name ? { name: b.name } : {}),
        // The published client's fields, withheld (null) while pending.
        sub: id, tenantIds: targets.map((t) => t.tenantId), mfaEnrolled: known ? false : null, metadata: known ? '{}' : null,
        tenantId: targets[0]!.tenantId, activatedForTenant: !!known, subAccountAccessAllowed: b.allowSubAccountAccess ?? false,
        tenants: targets.map((t) => ({ tenantId: t.tenantId, roles: t.roles })),
      };
      for (const t of targets) members.set(t.tenantId, [...(members.get(t.tenantId) ?? []), { ...structuredClone(user), tenantId: t.tenantId, tenantIds: [t.tenantId], tenants: [{ tenantId: t.tenantId, roles: t.roles }] }]);
      return structuredClone(user);
    }),
    removeUser: (userId, tenantId) => answer(() => {
      member(userId, tenantId);
      members.set(tenantId, (members.get(tenantId) ?? []).filter((u) => u.id !== userId));
    }),
    addRoles: (userId, tenantId, roleIds) => answer(() => {
      const entry = member(userId, tenantId).tenants![0]!;
      const refs = roleRefs(roleIds);
      entry.roles = [...(entry.roles ?? []).filter((r) => !refs.some((x) => x.id === r.id)), ...refs];
    }),
    removeRoles: (userId, tenantId, roleIds) => answer(() => {
      const entry = member(userId, tenantId).tenants![0]!;
      entry.roles = (entry.roles ?? []).filter((r) => !roleIds.includes(r.id) && !roleIds.includes(r.key ?? ''));
    }),
    setAccess: (userId, allow) => answer(() => {
      const found = [...members.values()].flat().filter((u) => u.id === userId);
      if (!found.length) throw refuse(404, MSG.userNotFound);
      for (const u of found) u.subAccountAccessAllowed = allow;
    }),
    getRoles: () => answer(() => db.roles.map(({ id, key, name, description, isDefault }) => ({ id, key, name, ...(description ? { description } : {}), ...(isDefault ? { isDefault } : {}) }))),
  };
}
