import type { Profile, SAML } from '@node-saml/node-saml';
import type { Deps } from '../deps';
import type { ConfigRow } from './repo';
import { requestCache } from './requests';
import type { SpKey } from './sp-key';
import { acsUrl, spEntityId } from './sp';

const P = 'urn:oasis:names:tc:SAML:2.0:protocol';
const A = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** Why a SAML answer was refused, in words an admin reading the audit log or a user on the failure screen understands. */
export const SAML_MSG = {
  malformed: 'The SAML response could not be read',
  unsolicited: 'The SAML response does not answer a login started here (unknown, expired or already used)',
  unsigned: 'The SAML response is not signed',
  signature: 'The SAML response signature is invalid',
  audience: 'The SAML assertion is meant for another service provider (audience mismatch)',
  expired: 'The SAML assertion has expired',
  recipient: 'The SAML response was sent to another address (destination / recipient mismatch)',
  replayed: 'The SAML assertion was already used',
  noEmail: 'The SAML assertion carries no e-mail address',
  notConfigured: 'SAML SSO is not configured for this account',
  sha1: 'The SAML response is signed with SHA-1, which is no longer accepted: sign with RSA-SHA256',
} as const;

/** A refused SSO answer: the message is safe to show and to audit. */
export class SsoRefusal extends Error {
  constructor(message: string, readonly tenantId: string | null = null) {
    super(message);
  }
}

/**
 * The SP for one configuration: signed assertions, audience = the tenant's entity id, InResponseTo always, 2 minutes of
 * clock skew; with the SP key, redirect-binding AuthnRequests are signed (RSA-SHA256) for configurations with signRequest.
 */
export async function samlFor(deps: Deps, config: ConfigRow, signing?: SpKey): Promise<SAML> {
  if (!config.sso_endpoint || !config.public_certificate) throw new SsoRefusal(SAML_MSG.notConfigured, config.tenant_id);
  // node-saml (and its XML stack) loads with the first SAML login, not at start-up.
  const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
  return new SAML({
    entryPoint: config.sso_endpoint, idpCert: config.public_certificate, issuer: spEntityId(deps, config.tenant_id), audience: spEntityId(deps, config.tenant_id),
    callbackUrl: acsUrl(deps), wantAssertionsSigned: true, wantAuthnResponseSigned: false, validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: requestCache(deps.db, config.id), acceptedClockSkewMs: 120_000, identifierFormat: null, disableRequestedAuthnContext: true,
    ...(signing && config.sign_request ? { privateKey: signing.privateKey, signatureAlgorithm: 'sha256' as const } : {}),
  });
}

/** What the SP reads from a response before trusting it: which pending login it claims to answer, and the parts node-saml does not check. */
export interface ResponseFacts {
  inResponseTo?: string;
  destination?: string;
  recipients: string[];
  assertionId?: string;
  notOnOrAfter?: string;
  signed: boolean;
  /** Every SignatureMethod and DigestMethod algorithm in the document (what xml-crypto verifies with). */
  algorithms: string[];
}

/** Reads the unverified facts of a base64 SAMLResponse (used for routing and extra checks, never for trust). */
export async function responseFacts(samlResponse: string): Promise<ResponseFacts> {
  const { DOMParser } = await import('@xmldom/xmldom');
  let doc: Document;
  try {
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    doc = new DOMParser({ onError: () => { throw new Error('bad xml'); } }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    throw new SsoRefusal(SAML_MSG.malformed);
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'Response' || root.namespaceURI !== P) throw new SsoRefusal(SAML_MSG.malformed);
  const assertion = root.getElementsByTagNameNS(A, 'Assertion')[0];
  const data = Array.from(root.getElementsByTagNameNS(A, 'SubjectConfirmationData'));
  return {
    inResponseTo: root.getAttribute('InResponseTo') || undefined, destination: root.getAttribute('Destination') || undefined,
    recipients: data.map((d) => d.getAttribute('Recipient') ?? '').filter(Boolean), assertionId: assertion?.getAttribute('ID') || undefined,
    notOnOrAfter: assertion?.getElementsByTagNameNS(A, 'Conditions')[0]?.getAttribute('NotOnOrAfter') || undefined,
    signed: root.getElementsByTagNameNS(DS, 'Signature').length > 0,
    algorithms: ['SignatureMethod', 'DigestMethod'].flatMap((tag) => Array.from(root.getElementsByTagNameNS(DS, tag)).map((e) => e.getAttribute('Algorithm') ?? '')),
  };
}

/** True when any signature or digest of the response uses SHA-1 (rsa-sha1, dsa-sha1, hmac-sha1, sha1 digests): collisions are practical. */
export const usesSha1 = (facts: Pick<ResponseFacts, 'algorithms'>): boolean => facts.algorithms.some((a) => /sha1$/i.test(a));

/** node-saml's error texts mapped onto the messages above. */
export function refusalMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/audience/i.test(text)) return SAML_MSG.audience;
  // An expired bearer confirmation is reported by node-saml as "no valid subject confirmation".
  if (/expired|NotOnOrAfter|NotBefore|subject confirmation/i.test(text)) return SAML_MSG.expired;
  if (/InResponseTo/i.test(text)) return SAML_MSG.unsolicited;
  if (/signature/i.test(text)) return SAML_MSG.signature;
  return SAML_MSG.malformed;
}

/** The user an accepted assertion describes. */
export interface SsoIdentity {
  subject: string;
  email?: string;
  name?: string;
  groups: string[];
}

const first = (v: unknown): string | undefined => (Array.isArray(v) ? first(v[0]) : typeof v === 'string' ? v : undefined);
const all = (v: unknown): string[] => (Array.isArray(v) ? v.flatMap(all) : typeof v === 'string' ? [v] : []);

/** E-mail, name and groups from the common attribute names of Okta, Azure AD, Google and generic IdPs. */
export function samlIdentity(profile: Profile): SsoIdentity {
  const attr = (profile.attributes ?? profile) as Record<string, unknown>;
  const pick = (...names: string[]) => names.map((n) => first(attr[n] ?? (profile as Record<string, unknown>)[n])).find(Boolean);
  const email = pick('email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress') ?? (/@/.test(profile.nameID ?? '') ? profile.nameID : undefined);
  const name = pick('name', 'displayName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name');
  const groups = all(attr.groups ?? attr.memberOf ?? attr['http://schemas.microsoft.com/ws/2008/06/identity/claims/groups']);
  return { subject: profile.nameID ?? email ?? '', ...(email ? { email } : {}), ...(name ? { name } : {}), groups };
}
