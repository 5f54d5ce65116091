import { createAdminRestApi, type UsersApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import { userByIdResponseSchema } from '@portico/rest-api/schemas';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';

// The preview fake of one user by id (the detail view's `/admin/users/{id}`) answers what the server answers.
let t: TestServer;
let rest: UsersApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client()).users)));
afterAll(async () => t?.close());

const status = (p: Promise<unknown>) => p.then(() => 0, (e: { status?: number; message?: string }) => `${e.status} ${e.message}`);
const first = async (api: UsersApi) => (await api.listUsers({ _limit: 1, _sortBy: 'email', _order: 'ASC' })).items[0]!;

describe('one user by id: preview fake and the server agree', () => {
  it('a listed user answers as the list shows it, plus vendorId and deletedAt', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).users;
    for (const api of [rest, preview]) {
      const listed = await first(api);
      const one = await api.getUser(listed.id);
      expect(one).toEqual({ ...listed, vendorId: expect.any(String), deletedAt: null });
    }
    // The server's answer is the contract's shape (the preview's ids are not UUIDs, so only the server's parses).
    expect(userByIdResponseSchema.safeParse(await rest.getUser((await first(rest)).id)).success).toBe(true);
  });

  it('an unknown id and a malformed id are refused alike', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).users;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', 'preview-user-999']) {
      expect(await status(preview.getUser(id)), id).toEqual(await status(rest.getUser(id)));
    }
    expect(await status(rest.getUser('nope'))).toMatch(/^400 /);
  });
});
