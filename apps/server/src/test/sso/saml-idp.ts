import { createVerify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/** A signing identity of a test IdP: private key and its self-signed certificate, generated per run. */
export interface IdpKey {
  privateKey: string;
  cert: string;
  /** The certificate as base64 DER (what IdP metadata and the SSO form carry). */
  certBase64: string;
}

/** Generates a fresh RSA key and self-signed certificate for a test IdP. */
export async function idpKey(): Promise<IdpKey> {
  const pems = await generate([{ name: 'commonName', value: 'portico-test-idp' }], { keySize: 2048, algorithm: 'sha256' });
  return { privateKey: pems.private, cert: pems.cert, certBase64: pems.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '') };
}

/** What an SP's AuthnRequest asks (HTTP-Redirect binding: deflated, base64): its id, the SP entity id and the ACS URL. */
export function authnRequestOf(address: string): { id: string; issuer: string; acs: string } {
  const encoded = new URL(address).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no AuthnRequest id');
  return { id, issuer: /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '', acs: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '' };
}

/** The AuthnRequest id inside an SSO address. */
export const authnRequestId = (address: string): string => authnRequestOf(address).id;

/** What a test response says; defaults are a valid answer. */
export interface ResponseOptions {
  key: IdpKey;
  inResponseTo: string;
  audience: string;
  acs: string;
  email: string;
  groups?: string[];
  issuer?: string;
  /** Validity end of the assertion; default five minutes ahead. */
  notOnOrAfter?: Date;
  /** `false` sends the assertion unsigned. */
  sign?: boolean;
  assertionId?: string;
  /** Signature and digest algorithms; default RSA-SHA256 over SHA-256 digests. */
  signatureAlgorithm?: 'sha1' | 'sha256';
  digestAlgorithm?: 'sha1' | 'sha256';
}

const SIGNATURE_URI = { sha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', sha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256' } as const;
const DIGEST_URI = { sha1: 'http://www.w3.org/2000/09/xmldsig#sha1', sha256: 'http://www.w3.org/2001/04/xmlenc#sha256' } as const;

const iso = (d: Date) => d.toISOString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A SAML 2.0 Response with one assertion signed by the IdP key (enveloped, exc-c14n, RSA-SHA256 unless told), base64 encoded. */
export function samlResponse(o: ResponseOptions): string {
  const now = new Date();
  const until = o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const issuer = o.issuer ?? 'http://idp.test/metadata';
  const assertionId = o.assertionId ?? `_a${crypto.randomUUID().replace(/-/g, '')}`;
  const groups = (o.groups ?? []).map((g) => `<saml:AttributeValue>${esc(g)}</saml:AttributeValue>`).join('');
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">`
    + `<saml:Issuer>${esc(issuer)}</saml:Issuer>`
    + `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID>`
    + `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${esc(o.inResponseTo)}" NotOnOrAfter="${iso(until)}" Recipient="${esc(o.acs)}"/></saml:SubjectConfirmation></saml:Subject>`
    + `<saml:Conditions NotBefore="${iso(new Date(now.getTime() - 60_000))}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`
    + `<saml:AuthnStatement AuthnInstant="${iso(now)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`
    + `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${esc(o.email)}</saml:AttributeValue></saml:Attribute>`
    + (groups ? `<saml:Attribute Name="groups">${groups}</saml:Attribute>` : '') + `</saml:AttributeStatement></saml:Assertion>`;
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${crypto.randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${esc(o.acs)}" InResponseTo="${esc(o.inResponseTo)}">`
    + `<saml:Issuer>${esc(issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  if (o.sign === false) return Buffer.from(xml).toString('base64');
  const sig = new SignedXml({ privateKey: o.key.privateKey, publicCert: o.key.cert, signatureAlgorithm: SIGNATURE_URI[o.signatureAlgorithm ?? 'sha256'],
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#' });
  sig.addReference({ xpath: "//*[local-name(.)='Assertion']", digestAlgorithm: DIGEST_URI[o.digestAlgorithm ?? 'sha256'],
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'] });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  return Buffer.from(sig.getSignedXml()).toString('base64');
}

/** Changes a signed response after signing (what an attacker in the middle would do): the signature no longer matches. */
export function tamper(response: string, from: string, to: string): string {
  const xml = Buffer.from(response, 'base64').toString('utf8');
  if (!xml.includes(from)) throw new Error(`tamper: ${from} not found`);
  return Buffer.from(xml.split(from).join(to)).toString('base64');
}

/** IdP metadata XML for a key and SSO address. */
export function idpMetadata(key: IdpKey, ssoUrl: string, entityId = 'http://idp.test/metadata'): string {
  return `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${esc(entityId)}">`
    + `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing">`
    + `<ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${key.certBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    + `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(ssoUrl)}"/></md:IDPSSODescriptor></md:EntityDescriptor>`;
}

/** The signing certificate an SP's metadata publishes (KeyDescriptor use="signing"), as PEM, and whether it says it signs. */
export function spSigningCertOf(metadata: string): { cert: string; authnRequestsSigned: boolean } {
  const base64 = /<(?:\w+:)?KeyDescriptor[^>]*use="signing"[^>]*>[\s\S]*?<(?:\w+:)?X509Certificate>([^<]+)</.exec(metadata)?.[1]?.replace(/\s+/g, '');
  if (!base64) throw new Error('no signing certificate in SP metadata');
  const lines = base64.match(/.{1,64}/g)!.join('\n');
  return { cert: `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`, authnRequestsSigned: /AuthnRequestsSigned="true"/.test(metadata) };
}

const SIG_ALGS: Record<string, string> = { 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'RSA-SHA256' };

/**
 * What an IdP does with an HTTP-Redirect AuthnRequest (SAML bindings §3.4.4.1): rebuilds the signed octets from the
 * query exactly as sent (SAMLRequest, RelayState, SigAlg) and checks the Signature with the SP's certificate.
 */
export function redirectSignatureValid(address: string, spCertPem: string): boolean {
  const raw = new Map(new URL(address).search.slice(1).split('&').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const));
  const sigAlg = SIG_ALGS[decodeURIComponent(raw.get('SigAlg') ?? '')];
  const signature = raw.get('Signature');
  if (!sigAlg || !signature || !raw.has('SAMLRequest')) return false;
  const octets = ['SAMLRequest', 'RelayState', 'SigAlg'].filter((k) => raw.has(k)).map((k) => `${k}=${raw.get(k)}`).join('&');
  return createVerify(sigAlg).update(octets).verify(spCertPem, Buffer.from(decodeURIComponent(signature), 'base64'));
}
