import type { CreateSsoConfigurationRequest, SsoConfiguration, UpdateSamlConfigurationRequest } from '@portico/rest-api/sso';
import type { Deps } from '../deps';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { withinPlanLimit } from '../limits';
import { hasPermission, listRoles } from '../roles';
import { isUniqueViolation } from '../users';
import { checkCertificate } from './certificate';
import { hasTxtRecord, newTxtRecord } from './dns';
import { domainsOf, findConfig, groupsOf, listConfigs, type ConfigRow } from './repo';
import { spValues } from './sp';
import { configView, domainView } from './view';

/** Messages of SSO administration, worded once. */
export const SSO_MSG = {
  notFound: 'SSO configuration not found',
  domainNotFound: 'Domain not found',
  groupNotFound: 'Group not found',
  domainTaken: 'This domain is already claimed by this configuration',
  domainOwned: 'This domain is already verified by another account',
  notVerified: 'The verification TXT record was not found for this domain',
  noDomain: 'domain: Set a domain before validating it',
  groupTaken: 'A mapping for this group already exists',
  unknownRole: 'roleIds: Unknown role',
  notHeld: 'You cannot give SSO users a role with permissions you do not hold',
} as const;

/** Who is acting: the tenant and the permissions the caller holds (roles handed out may not exceed them). */
export interface Scope { tenantId: string; held: readonly string[] }

type IdpFields = CreateSsoConfigurationRequest;

const idpColumns = (input: IdpFields) => ({
  // Checked before any write: a bad or expired certificate refuses the whole save.
  ...(input.enabled !== undefined ? { enabled: input.enabled } : {}), ...(input.type !== undefined ? { type: input.type } : {}),
  ...(input.ssoEndpoint !== undefined ? { sso_endpoint: input.ssoEndpoint || null } : {}),
  ...(input.publicCertificate !== undefined ? { public_certificate: checkCertificate(input.publicCertificate) } : {}),
  ...(input.signRequest !== undefined ? { sign_request: input.signRequest } : {}),
  ...(input.oidcClientId !== undefined ? { oidc_client_id: input.oidcClientId || null } : {}),
  // An empty secret keeps the saved one: the form never gets it back, so it cannot resend it.
  ...(input.oidcSecret ? { oidc_secret: input.oidcSecret } : {}),
});

/** Every configuration of the tenant as the API returns them. */
export async function configViews(deps: Deps, tenantId: string, only?: ConfigRow[]): Promise<SsoConfiguration[]> {
  const rows = only ?? (await listConfigs(deps.db, tenantId));
  const ids = rows.map((r) => r.id);
  const [domains, groups] = await Promise.all([domainsOf(deps.db, ids), groupsOf(deps.db, ids)]);
  return rows.map((r) => configView(r, domains, groups, spValues(deps, tenantId)));
}

/** One configuration as the API returns it (404 when not the tenant's). */
export async function oneView(deps: Deps, tenantId: string, id: string): Promise<SsoConfiguration> {
  return (await configViews(deps, tenantId, [await requireConfig(deps, tenantId, id)]))[0]!;
}

/** The tenant's first configuration (the single-SAML calls), or the empty answer with SP values. */
export async function samlView(deps: Deps, tenantId: string): Promise<SsoConfiguration> {
  const [first] = await listConfigs(deps.db, tenantId);
  return first ? oneView(deps, tenantId, first.id) : configView(undefined, [], [], spValues(deps, tenantId));
}

export async function requireConfig(deps: Deps, tenantId: string, id: string): Promise<ConfigRow> {
  const row = await findConfig(deps.db, tenantId, id);
  if (!row) throw notFound(SSO_MSG.notFound);
  return row;
}

/** Adds a configuration to the tenant, within its plan's SSO connections limit. */
export async function createConfig(deps: Deps, tenantId: string, input: IdpFields & { metadata?: string }): Promise<ConfigRow> {
  const id = crypto.randomUUID();
  await withinPlanLimit(deps.db, tenantId, 'ssoConnections', (tx) => tx.insertInto('sso_configurations').values({ id, tenant_id: tenantId, sso_endpoint: null,
    public_certificate: null, oidc_client_id: null, oidc_secret: null, metadata: input.metadata ?? null, ...idpColumns(input) }).execute());
  return requireConfig(deps, tenantId, id);
}

/** Updates a configuration's IdP fields. */
export async function updateConfig(deps: Deps, tenantId: string, id: string, input: IdpFields & { metadata?: string }): Promise<ConfigRow> {
  await requireConfig(deps, tenantId, id);
  await deps.db.updateTable('sso_configurations').set({ ...idpColumns(input), ...(input.metadata !== undefined ? { metadata: input.metadata } : {}), updated_at: new Date() })
    .where('id', '=', id).where('tenant_id', '=', tenantId).execute();
  return requireConfig(deps, tenantId, id);
}

export async function deleteConfig(deps: Deps, tenantId: string, id: string): Promise<ConfigRow> {
  const row = await requireConfig(deps, tenantId, id);
  await deps.db.deleteFrom('sso_configurations').where('id', '=', id).where('tenant_id', '=', tenantId).execute();
  return row;
}

/**
 * Saves the single SAML configuration (product-spec §5): a new domain replaces the old one, unverified, with a fresh
 * TXT value, and resets ssoEndpoint, publicCertificate and signRequest (an IdP set up for the old domain does not carry over).
 */
export async function saveSamlConfig(deps: Deps, tenantId: string, input: UpdateSamlConfigurationRequest): Promise<{ row: ConfigRow; domainChanged: boolean }> {
  const { domain, ...fields } = input;
  // Everything is checked first and written in one transaction: a save stores all of its fields or none.
  const columns = idpColumns(fields);
  let [row] = await listConfigs(deps.db, tenantId);
  if (!row) row = await createConfig(deps, tenantId, {});
  const id = row.id;
  const current = (await domainsOf(deps.db, [id]))[0];
  const wanted = domain?.toLowerCase();
  const domainChanged = wanted !== undefined && wanted !== current?.domain;
  await deps.db.transaction().execute(async (tx) => {
    if (domainChanged) {
      await tx.deleteFrom('sso_domains').where('config_id', '=', id).execute();
      await tx.insertInto('sso_domains').values({ id: crypto.randomUUID(), config_id: id, tenant_id: tenantId, domain: wanted, txt_record: newTxtRecord() }).execute();
      // A new domain resets the IdP fields (product-spec §5); the ones sent with it in this save then apply.
      await tx.updateTable('sso_configurations').set({ sso_endpoint: null, public_certificate: null, sign_request: false }).where('id', '=', id).execute();
    }
    await tx.updateTable('sso_configurations').set({ ...columns, updated_at: new Date() }).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
  });
  return { row: await requireConfig(deps, tenantId, id), domainChanged };
}

/** Claims a domain for a configuration (unverified, with its TXT value). */
export async function addDomain(deps: Deps, tenantId: string, configId: string, domain: string) {
  await requireConfig(deps, tenantId, configId);
  try {
    return domainView(await deps.db.insertInto('sso_domains').values({ id: crypto.randomUUID(), config_id: configId, tenant_id: tenantId, domain: domain.toLowerCase(), txt_record: newTxtRecord() })
      .returningAll().executeTakeFirstOrThrow());
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'SSO_DOMAIN_EXISTS', [SSO_MSG.domainTaken]);
    throw e;
  }
}

export async function requireDomain(deps: Deps, tenantId: string, configId: string, domainId: string) {
  const row = await deps.db.selectFrom('sso_domains').selectAll().where('id', '=', domainId).where('config_id', '=', configId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) throw notFound(SSO_MSG.domainNotFound);
  return row;
}

export async function deleteDomain(deps: Deps, tenantId: string, configId: string, domainId: string) {
  const row = await requireDomain(deps, tenantId, configId, domainId);
  await deps.db.deleteFrom('sso_domains').where('id', '=', row.id).execute();
  return row;
}

/** Looks the domain's TXT record up; only a published value marks it validated (and one tenant at most owns a domain). */
export async function validateDomain(deps: Deps, tenantId: string, configId: string, domainId: string) {
  const row = await requireDomain(deps, tenantId, configId, domainId);
  if (row.validated) return domainView(row);
  if (!(await hasTxtRecord(row.domain, row.txt_record, deps.config.ssoDnsServers))) throw new ApiError(400, 'SSO_DOMAIN_NOT_VERIFIED', [SSO_MSG.notVerified]);
  try {
    await deps.db.updateTable('sso_domains').set({ validated: true }).where('id', '=', row.id).execute();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'SSO_DOMAIN_OWNED', [SSO_MSG.domainOwned]);
    throw e;
  }
  return domainView({ ...row, validated: true });
}

/** Checks roles exist for the tenant and hand out no permission the caller lacks. */
export async function checkRoles(deps: Deps, s: Scope, roleIds: string[]): Promise<string[]> {
  const unique = [...new Set(roleIds)];
  const roles = await listRoles(deps.db, deps.vendor.id, s.tenantId, unique);
  if (roles.length !== unique.length) throw badRequest(SSO_MSG.unknownRole);
  const permIds = [...new Set(roles.flatMap((r) => r.permissions))];
  const keys = permIds.length ? (await deps.db.selectFrom('permissions').select('key').where('id', 'in', permIds).execute()).map((p) => p.key) : [];
  if (keys.some((k) => !hasPermission(s.held, k))) throw forbidden(SSO_MSG.notHeld);
  return unique;
}
