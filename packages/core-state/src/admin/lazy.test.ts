import { describe, expect, it, vi } from 'vitest';
import { createAdminPreviewApi } from '../preview/admin/api';
import { lazyAdminApi } from './lazy';

describe('lazyAdminApi', () => {
  it('loads the implementation once, on the first call, and forwards calls with their arguments', async () => {
    const real = createAdminPreviewApi({ delayMs: 0 });
    const spy = vi.spyOn(real.users, 'getUsersRoles');
    const load = vi.fn(async () => real);
    const api = lazyAdminApi(load);
    expect(load).not.toHaveBeenCalled();
    const [roles] = await Promise.all([api.users.getUsersRoles(['preview-user-1']), api.roles.getRoles()]);
    expect(roles[0]?.userId).toBe('preview-user-1');
    expect(spy).toHaveBeenCalledWith(['preview-user-1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('domain objects are not thenables, and failures reject', async () => {
    const api = lazyAdminApi(async () => createAdminPreviewApi({ delayMs: 0 }));
    expect(await Promise.resolve(api.users)).toBe(api.users);
    await expect(api.users.deleteTeamMember('nobody')).rejects.toMatchObject({ status: 404 });
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(createAdminPreviewApi({ delayMs: 0 }));
    const flaky = lazyAdminApi(load);
    await expect(flaky.groups.getGroups()).rejects.toThrow('chunk failed');
    expect((await flaky.groups.getGroups()).length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
