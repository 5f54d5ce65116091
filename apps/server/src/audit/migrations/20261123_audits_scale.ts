import { sql, type Kysely } from 'kysely';

/** Text searched by `GET /audits?filter=`; the trigram index and the query must use this exact expression. */
export const AUDIT_SEARCH_EXPR = `(coalesce(email, '') || ' ' || action || ' ' || description || ' ' || coalesce(ip, '') || ' ' || coalesce(user_agent, ''))`;
/** Columns one may sort on: each gets (tenant_id, column, created_at, id) so any sort + page is an index walk. */
const SORTED = ['email', 'action', 'description', 'ip', 'severity', 'user_agent'];

/** Audit log at scale: severity normalised, an index per sort, trigram search (pg_trgm) and jsonb containment. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // pg_trgm lives in public so every test schema (search_path = that schema) sees the same operator class.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`update audits set severity = case upper(severity) when 'SEVERE' then 'SEVERE' when 'WARNING' then 'WARNING' else 'INFO' end`.execute(db);
  await sql`alter table audits add constraint audits_severity_known check (severity in ('INFO', 'WARNING', 'SEVERE'))`.execute(db);
  await sql`drop index if exists audits_tenant_created`.execute(db);
  await sql`create index audits_tenant_created_at on audits (tenant_id, created_at, id)`.execute(db);
  for (const col of SORTED) await sql`create index ${sql.raw(`audits_tenant_${col}`)} on audits (tenant_id, ${sql.ref(col)}, created_at, id)`.execute(db);
  await sql`create index audits_search_trgm on audits using gin (${sql.raw(AUDIT_SEARCH_EXPR)} public.gin_trgm_ops)`.execute(db);
  await sql`create index audits_json on audits using gin (json jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['audits_json', 'audits_search_trgm', 'audits_tenant_created_at', ...SORTED.map((c) => `audits_tenant_${c}`)]) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`alter table audits drop constraint if exists audits_severity_known`.execute(db);
  await sql`create index if not exists audits_tenant_created on audits (tenant_id, created_at)`.execute(db);
}
