import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addReportPermissions } from './migrations/20261123_reports_notifications';
import { startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

const granted = async (role: string) => (await t.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
  .innerJoin('permissions as p', 'p.id', 'rp.permission_id').select('p.key').where('r.key', '=', role).where('r.tenant_id', 'is', null)
  .where('p.key', 'like', '%.reports').orderBy('p.key').execute()).map((x) => x.key);

it('a catalogue seeded before the report keys gets them once: read for every seeded role, write for Admin', async () => {
  const fresh = { Admin: await granted('Admin'), ReadOnly: await granted('ReadOnly'), Support: await granted('Support') };
  expect(fresh).toEqual({ Admin: ['fe.secure.read.reports', 'fe.secure.write.reports'], ReadOnly: ['fe.secure.read.reports'], Support: ['fe.secure.read.reports'] });
  await t.db.deleteFrom('permissions').where('key', 'like', '%.reports').execute();
  await t.db.deleteFrom('permission_categories').where('name', '=', 'Reports').execute();
  await addReportPermissions(t.db as unknown as Kysely<unknown>);
  await addReportPermissions(t.db as unknown as Kysely<unknown>);
  expect({ Admin: await granted('Admin'), ReadOnly: await granted('ReadOnly'), Support: await granted('Support') }).toEqual(fresh);
});
