import { sql, type Kysely } from 'kysely';

/**
 * `member_grants`: each membership's roles and permissions (keys for tokens, ids for GET me), kept by the database itself so a refresh reads one
 * row instead of computing them. Triggers on every table the grants are computed from recompute the rows of the users a
 * change reaches, at commit (deferred), under a lock that makes those recomputations take turns: each one reads after
 * the previous committed, so two concurrent changes can never leave a row that misses one of them. No write path in
 * the code can forget it, because none of them is asked to. The rows carry no foreign keys: writing one waits on no
 * other table's locks.
 */
/** The tables the grants are computed from: the columns that matter, and the id column when it is not `*_id` of the kind. */
const WATCHED: readonly (readonly [table: string, columns: readonly string[], idColumn?: string])[] = [
  ['user_tenants', ['user_id', 'tenant_id']],
  ['user_roles', ['user_id', 'tenant_id', 'role_id']],
  ['group_users', ['group_id', 'user_id']],
  ['group_roles', ['group_id', 'role_id']],
  ['groups', ['tenant_id'], 'id'],
  ['roles', ['key', 'level'], 'id'],
  ['role_permissions', ['role_id', 'permission_id']],
  ['permissions', ['key', 'assignment_type']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table member_grants (
    user_id uuid not null, tenant_id uuid not null, roles jsonb not null, permissions jsonb not null,
    role_ids jsonb not null, permission_ids jsonb not null,
    primary key (user_id, tenant_id))`.execute(db);
  // The computation the refresh ran per request (membership/grants.ts grantColumns, kept identical: a test compares them):
  // roles held directly and through the user's groups in this tenant; ALWAYS permissions come with any role, NEVER ones with none.
  await sql`create function member_grants_sync(p_users uuid[]) returns void language plpgsql as $fn$
    begin
      delete from member_grants where p_users is null or user_id = any(p_users);
      insert into member_grants (user_id, tenant_id, roles, permissions, role_ids, permission_ids)
      select ut.user_id, ut.tenant_id, g.roles, g.permissions, g.role_ids, g.permission_ids from user_tenants ut cross join lateral (
        with rid as (select ur.role_id from user_roles ur where ur.user_id = ut.user_id and ur.tenant_id = ut.tenant_id
          union select gr.role_id from group_users gu join groups gp on gp.id = gu.group_id and gp.tenant_id = ut.tenant_id
          join group_roles gr on gr.group_id = gp.id where gu.user_id = ut.user_id),
        held as (select r.id, r.key, r.level from roles r where r.id in (select role_id from rid)),
        granted as (select p.id, p.key from permissions p where p.assignment_type <> 'NEVER' and (
          p.id in (select rp.permission_id from role_permissions rp where rp.role_id in (select role_id from rid))
          or (p.assignment_type = 'ALWAYS' and exists (select 1 from rid))))
        select coalesce((select jsonb_agg(h.key order by h.level, h.key) from held h), '[]') as roles,
          coalesce((select jsonb_agg(h.id order by h.level, h.key) from held h), '[]') as role_ids,
          coalesce((select jsonb_agg(k.key order by k.key) from granted k), '[]') as permissions,
          coalesce((select jsonb_agg(k.id order by k.key) from granted k), '[]') as permission_ids) g
      where p_users is null or ut.user_id = any(p_users);
    end $fn$`.execute(db);
  await sql`create function member_grants_touch() returns trigger language plpgsql as $fn$
    declare
      o jsonb := case when TG_OP <> 'INSERT' then to_jsonb(OLD) end;
      n jsonb := case when TG_OP <> 'DELETE' then to_jsonb(NEW) end;
      ids uuid[];
      users uuid[];
    begin
      -- Nobody holds a role or is in a group that did not exist, nor gets a new permission that comes with no role.
      if TG_OP = 'INSERT' and (TG_TABLE_NAME in ('roles', 'groups') or (TG_TABLE_NAME = 'permissions' and n->>'assignment_type' <> 'ALWAYS')) then return null; end if;
      if TG_TABLE_NAME = 'permissions' and current_setting('portico.member_grants_all', true) = 'done' then return null; end if;
      -- Taken before reading who is affected: the reads below see every change committed before this one.
      lock table member_grants in share row exclusive mode;
      if TG_TABLE_NAME in ('user_tenants', 'user_roles', 'group_users') then
        users := array_remove(array[(o->>'user_id')::uuid, (n->>'user_id')::uuid], null);
      elsif TG_TABLE_NAME in ('group_roles', 'groups') then
        ids := array_remove(array[(o->>coalesce(TG_ARGV[0], 'group_id'))::uuid, (n->>coalesce(TG_ARGV[0], 'group_id'))::uuid], null);
        users := array(select gu.user_id from group_users gu where gu.group_id = any(ids));
      elsif TG_TABLE_NAME in ('roles', 'role_permissions') then
        ids := array_remove(array[(o->>coalesce(TG_ARGV[0], 'role_id'))::uuid, (n->>coalesce(TG_ARGV[0], 'role_id'))::uuid], null);
        users := array(select ur.user_id from user_roles ur where ur.role_id = any(ids)
          union select gu.user_id from group_roles gr join group_users gu on gu.group_id = gr.group_id where gr.role_id = any(ids));
      else
        -- A permission's key or assignment type reaches everyone: all rows, once per transaction (the trigger fires at
        -- commit, after every change of the transaction).
        perform set_config('portico.member_grants_all', 'done', true);
        users := null;
      end if;
      if users is null or cardinality(users) > 0 then perform member_grants_sync(users); end if;
      return null;
    end $fn$`.execute(db);
  // Updates only of the columns the grants are computed from (a login touching a membership row costs nothing here).
  for (const [table, columns, idColumn] of WATCHED) {
    await sql`create constraint trigger ${sql.raw(`${table}_member_grants`)}
      after insert or delete or update of ${sql.raw(columns.join(', '))} on ${sql.table(table)} deferrable initially deferred for each row
      execute function member_grants_touch(${sql.raw(idColumn ? `'${idColumn}'` : '')})`.execute(db);
  }
  await sql`select member_grants_sync(null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of WATCHED) {
    await sql`drop trigger if exists ${sql.raw(`${table}_member_grants`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists member_grants_touch()`.execute(db);
  await sql`drop function if exists member_grants_sync(uuid[])`.execute(db);
  await sql`drop table if exists member_grants`.execute(db);
}
