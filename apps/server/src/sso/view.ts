import type { SsoConfiguration } from '@portico/rest-api/sso';
import type { ConfigRow, DomainRow, GroupRow } from './repo';
import { idList } from './repo';
import type { SpValues } from './sp';

type IdpType = NonNullable<SsoConfiguration['type']>;

/** A configuration as the API returns it: the OIDC client secret is never part of an answer. */
export function configView(row: ConfigRow | undefined, domains: DomainRow[], groups: GroupRow[], sp: SpValues): SsoConfiguration {
  if (!row) return { enabled: false, signRequest: false, domains: [], roleIds: [], groups: [], ...sp };
  const mine = domains.filter((d) => d.config_id === row.id);
  const first = mine[0];
  return {
    id: row.id, enabled: row.enabled, type: row.type as IdpType, signRequest: row.sign_request,
    ...(row.sso_endpoint ? { ssoEndpoint: row.sso_endpoint } : {}), ...(row.public_certificate ? { publicCertificate: row.public_certificate } : {}),
    ...(row.oidc_client_id ? { oidcClientId: row.oidc_client_id } : {}), ...(row.metadata ? { metadata: row.metadata } : {}),
    ...(first ? { domain: first.domain, validated: first.validated, generatedVerification: first.txt_record } : { validated: false }),
    domains: mine.map((d) => ({ id: d.id, domain: d.domain, validated: d.validated, txtRecord: d.txt_record })),
    roleIds: idList(row.role_ids),
    groups: groups.filter((g) => g.config_id === row.id).map(groupView),
    ...sp,
  };
}

/** A group mapping as the API returns it. */
export const groupView = (g: GroupRow) => ({ id: g.id, group: g.group_name, roleIds: idList(g.role_ids) });

/** A domain as the API returns it. */
export const domainView = (d: DomainRow) => ({ id: d.id, domain: d.domain, validated: d.validated, txtRecord: d.txt_record });
