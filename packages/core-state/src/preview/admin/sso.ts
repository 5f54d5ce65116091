import type { SsoConfiguration, SsoGroup, UpdateSamlConfigurationRequest } from '@portico/rest-api/sso';
import type { SsoApi } from '../../sso/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

const SP = { acsUrl: 'https://api.acme.example/frontegg/identity/resources/auth/v1/user/saml/callback', spEntityId: 'https://api.acme.example/frontegg/identity/resources/auth/v1/user/saml/metadata/acme' };
const txt = () => `portico-verification=${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
const METADATA = /<(?:\w+:)?SingleSignOnService[^>]*Location="(https?:\/\/[^"]+)"[\s\S]*?<(?:\w+:)?X509Certificate>([^<]+)</;

const CERT_INVALID = 'publicCertificate: Not a valid X.509 certificate (PEM or base64 DER)';
/** Preview has no X.509 parser: the base64 of a DER sequence (MII…) of a real certificate's length passes, as the server's check would. */
const certOf = (pem: string) => {
  const b64 = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (b64 && !(/^MII[A-Za-z0-9+/]+={0,2}$/.test(b64) && b64.length >= 300)) throw refuse(400, CERT_INVALID);
  return b64 || undefined;
};

/** The SSO port in preview: the server's rules (domain change resets the IdP fields, the secret never comes back), in memory. */
export function previewSsoApi(db: PreviewDb, answer: Answer): SsoApi {
  let config: SsoConfiguration = {
    id: 'sso-1', enabled: true, type: 'okta', domain: 'acme.com', validated: true, generatedVerification: txt(), signRequest: false,
    ssoEndpoint: 'https://acme.okta.example/app/portico/sso/saml', publicCertificate: 'MIIC8DCCAdigAwIBAgIQ', ...SP,
  };
  let defaultRoles = db.roles.filter((r) => r.key === 'ReadOnly').map((r) => r.id);
  let groups: SsoGroup[] = [{ id: 'sso-group-1', group: 'engineering', roleIds: db.roles.filter((r) => r.key === 'Support').map((r) => r.id) }];
  let seq = 1;
  const view = (): SsoConfiguration => structuredClone({ ...config, roleIds: defaultRoles, groups,
    domains: config.domain ? [{ id: 'sso-domain-1', domain: config.domain, validated: !!config.validated, txtRecord: config.generatedVerification }] : [] });
  return {
    getConfig: () => answer(view),
    saveConfig: (b: UpdateSamlConfigurationRequest) => answer(() => {
      const { oidcSecret: _secret, domain, ...fields } = b;
      // Checked before anything changes: the server stores all of a save or none of it.
      if (fields.publicCertificate !== undefined) fields.publicCertificate = certOf(fields.publicCertificate) as string;
      if (domain !== undefined && domain !== config.domain) {
        config = { ...config, domain, validated: false, generatedVerification: txt(), ssoEndpoint: undefined, publicCertificate: undefined, signRequest: false };
      }
      config = { ...config, ...fields, ...(config.id ? {} : { id: `sso-${++seq}` }) };
      return view();
    }),
    deleteConfig: (configId) => answer(() => {
      if (configId !== config.id) throw refuse(404, 'SSO configuration not found');
      config = { enabled: false, ...SP };
      defaultRoles = [];
      groups = [];
    }),
    validateDomain: () => answer(() => {
      if (!config.domain) throw refuse(400, 'domain: Set a domain before validating it');
      config.validated = true;
      return view();
    }),
    uploadMetadata: (metadata) => answer(() => {
      const found = METADATA.exec(metadata);
      if (!found) throw refuse(400, 'metadata: Invalid IdP metadata (an IDPSSODescriptor with a SingleSignOnService and a signing certificate is required)');
      config = { ...config, ssoEndpoint: found[1], publicCertificate: found[2]!.replace(/\s+/g, ''), metadata };
      return view();
    }),
    metadataFromUrl: () => answer(() => {
      throw refuse(400, 'url: The IdP metadata could not be read from this address');
    }),
    getDefaultRoles: () => answer(() => [...defaultRoles]),
    setDefaultRoles: (roleIds) => answer(() => (defaultRoles = [...new Set(roleIds)])),
    getGroups: () => answer(() => structuredClone(groups)),
    createGroup: (group, roleIds) => answer(() => {
      if (groups.some((g) => g.group === group)) throw refuse(409, 'A mapping for this group already exists');
      const made = { id: `sso-group-${++seq}`, group, roleIds };
      groups = [...groups, made];
      return structuredClone(made);
    }),
    updateGroup: (id, patch) => answer(() => {
      const found = groups.find((g) => g.id === id);
      if (!found) throw refuse(404, 'Group not found');
      Object.assign(found, patch);
      return structuredClone(found);
    }),
    deleteGroup: (id) => answer(() => void (groups = groups.filter((g) => g.id !== id))),
    getRoles: () => answer(() => structuredClone(db.roles)),
  };
}
