import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { checkCertificate } from './certificate';
import { AnswerTooLarge, outboundFetch, outboundPolicy } from '../outbound';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** Messages of metadata handling. */
export const METADATA_MSG = {
  invalid: 'metadata: Invalid IdP metadata (an IDPSSODescriptor with a SingleSignOnService and a signing certificate is required)',
  unreachable: 'url: The IdP metadata could not be read from this address',
} as const;

/** What an IdP's SAML metadata tells the SP: where to send logins and the certificate its answers are signed with. */
export interface IdpMetadata {
  ssoEndpoint: string;
  publicCertificate: string;
}

/** Reads an IdP's SAML 2.0 metadata XML; anything else is a clear 400. */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadata> {
  // The XML parser loads with the first metadata read, not at start-up.
  const { DOMParser } = await import('@xmldom/xmldom');
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => { throw new Error('bad xml'); } }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    throw badRequest(METADATA_MSG.invalid);
  }
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!idp) throw badRequest(METADATA_MSG.invalid);
  const services = [...Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'))];
  // The SP sends AuthnRequests by redirect; an IdP without that binding still works with its first location.
  const service = services.find((s) => s.getAttribute('Binding') === REDIRECT) ?? services[0];
  const keys = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing');
  const cert = keys.map((k) => k.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '')).find(Boolean);
  const location = service?.getAttribute('Location');
  if (!location || !/^https?:\/\//.test(location) || !cert) throw badRequest(METADATA_MSG.invalid);
  // The signing certificate is held to the same rule as one pasted into the form: X.509, not expired.
  return { ssoEndpoint: location, publicCertificate: checkCertificate(cert, new Date(), 'metadata')! };
}

const MAX_METADATA_BYTES = 1_000_000;

/**
 * Fetches metadata from the IdP's address (5 s, 1 MB at most, no redirects). In production only public addresses,
 * checked on the address connected to (outbound/): dev IdPs run on loopback.
 */
export async function fetchIdpMetadata(deps: Deps, url: string): Promise<{ xml: string; parsed: IdpMetadata }> {
  let xml: string;
  try {
    const res = await outboundFetch(outboundPolicy(deps.config), { timeoutMs: 5000, maxBytes: MAX_METADATA_BYTES + 1 })(url);
    if (!res.ok) throw new Error(String(res.status));
    xml = await res.text();
  } catch (e) {
    if (e instanceof AnswerTooLarge) throw badRequest(METADATA_MSG.invalid);
    throw badRequest(METADATA_MSG.unreachable);
  }
  if (xml.length > MAX_METADATA_BYTES) throw badRequest(METADATA_MSG.invalid);
  return { xml, parsed: await parseIdpMetadata(xml) };
}
