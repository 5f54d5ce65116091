import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectPermissionMatrix, selectRoles } from './selectors';
import { createRolesStore } from './store';

const perms = [
  { id: 'p-read', key: 'fe.secure.read.users', name: 'Read users', categoryId: 'c-users', assignmentType: 'ASSIGNABLE' },
  { id: 'p-write', key: 'fe.secure.write.users', name: 'Write users', categoryId: 'c-users' },
  { id: 'p-always', key: 'fe.secure.read.accountSettings', name: 'Read account', categoryId: 'c-acc', assignmentType: 'ALWAYS' },
  { id: 'p-never', key: 'fe.secure.write.impersonate', name: 'Impersonate', assignmentType: 'NEVER' },
];

function setup(routes: Record<string, AdminHandler> = {}) {
  const roles = [
    { id: 'r-ro', key: 'ReadOnly', name: 'ReadOnly', isDefault: true, permissions: ['p-read', 'p-always'] },
    { id: 'r-admin', key: 'Admin', name: 'Admin', permissions: ['p-read', 'p-write', 'p-always', 'p-never'] },
  ];
  const server = fakeAdminServer({
    'GET /team/resources/roles/v1': () => roles,
    'GET /identity/resources/permissions/v1': () => perms,
    'GET /identity/resources/permissions/v1/categories': () => [
      { id: 'c-users', name: 'Users' },
      { id: 'c-acc', name: 'Account' },
    ],
    'POST /identity/resources/roles/v1': (r) => ({ id: 'r-new', ...(r.body as object) }),
    'PATCH /identity/resources/roles/v1/*': (r, [id]) => ({ ...roles.find((x) => x.id === id), ...(r.body as object) }),
    'PUT /identity/resources/roles/v1/*/permissions': (r, [id]) => ({ id, key: id, name: id, permissions: (r.body as { permissionIds: string[] }).permissionIds }),
    'DELETE /identity/resources/roles/v1/*': () => undefined,
    ...routes,
  });
  return { ...server, store: createRolesStore({ api: server.api.roles }) };
}

describe('roles store', () => {
  it('loads roles, permissions and categories into a matrix respecting assignment types', async () => {
    const { store } = setup();
    await store.getState().load();
    const matrix = selectPermissionMatrix(store.getState());
    expect(matrix.map((c) => [c.category.name, c.rows.map((r) => r.permission.id)])).toEqual([
      ['Users', ['p-read', 'p-write']],
      ['Account', ['p-always']],
      ['Other', ['p-never']],
    ]);
    const cells = (pid: string) => matrix.flatMap((c) => c.rows).find((r) => r.permission.id === pid)!.cells;
    expect(cells('p-write')).toEqual([
      { roleId: 'r-ro', checked: false, editable: true },
      { roleId: 'r-admin', checked: true, editable: true },
    ]);
    expect(cells('p-always').every((c) => c.checked && !c.editable)).toBe(true);
    expect(cells('p-never').map((c) => [c.checked, c.editable])).toEqual([[false, false], [true, false]]);
    expect(selectPermissionMatrix(store.getState())).toBe(matrix);
    expect(selectRoles(store.getState())[0]?.id).toBe('r-ro');
  });

  it('set permissions: ALWAYS kept, NEVER kept where held, refused where not', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(await store.getState().setRolePermissions('r-admin', ['p-write'])).toBe(true);
    expect(seen.at(-1)?.body).toEqual({ permissionIds: ['p-write', 'p-always', 'p-never'] });
    expect(store.getState().roles.data.find((r) => r.id === 'r-admin')?.permissions).toEqual(['p-write', 'p-always', 'p-never']);
    const before = seen.length;
    expect(await store.getState().setRolePermissions('r-ro', ['p-read', 'p-never'])).toBe(false);
    expect(seen.length).toBe(before);
    expect(store.getState().dialogs.permissions).toMatchObject({ status: 'error', error: 'The permission Impersonate cannot be given to roles' });
  });

  it('creates a role with a derived key, then sets its permissions; new role listed', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    store.getState().openDialog('create');
    expect(await store.getState().createRole({ name: 'Billing Managers', description: 'Pay', permissionIds: ['p-read'] })).toBe(true);
    expect(seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/identity/resources/roles/v1', { name: 'Billing Managers', key: 'billing-managers', description: 'Pay' }],
      ['PUT', '/identity/resources/roles/v1/r-new/permissions', { permissionIds: ['p-read', 'p-always'] }],
    ]);
    expect(store.getState().dialogs.create.status).toBe('success');
    expect(store.getState().roles.data.map((r) => r.id)).toContain('r-new');
  });

  it('default role moves; the default role cannot be deleted; server refusal shown as-is', async () => {
    const { store } = setup({ 'DELETE /identity/resources/roles/v1/*': () => { throw httpError(409, 'Role is in use'); } });
    await store.getState().load();
    expect(await store.getState().setDefaultRole('r-admin')).toBe(true);
    expect(store.getState().roles.data.map((r) => [r.id, !!r.isDefault])).toEqual([['r-ro', false], ['r-admin', true]]);
    // A row action: no dialog opens for it.
    expect(store.getState().dialogs.edit.status).toBe('closed');
    expect(store.getState().defaultChange.status).toBe('success');
    expect(await store.getState().deleteRole('r-admin')).toBe(false);
    expect(store.getState().dialogs.remove.error).toBe('The default role cannot be deleted');
    expect(await store.getState().deleteRole('r-ro')).toBe(false);
    expect(store.getState().dialogs.remove.error).toBe('Role is in use');
    expect(store.getState().roles.data).toHaveLength(2);
  });
});
