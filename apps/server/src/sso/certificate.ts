import { X509Certificate } from 'node:crypto';
import { badRequest } from '../http/errors';

/** Refusals of an IdP signing certificate, worded once (field-prefixed: the portal shows them at the field). */
export const CERT_MSG = {
  invalid: 'publicCertificate: Not a valid X.509 certificate (PEM or base64 DER)',
  expired: (date: string) => `publicCertificate: The certificate expired on ${date}`,
} as const;

/** PEM armour and whitespace dropped: the certificate as base64 DER (how it is stored and how metadata carries it). */
export const certBase64 = (pem: string): string => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * Checks an IdP signing certificate before anything is saved: base64 DER of a parseable X.509 certificate, not expired.
 * An empty one (clearing it) passes. Returns the base64 DER to store.
 */
export function checkCertificate(pem: string, now = new Date(), field = 'publicCertificate'): string | null {
  const b64 = certBase64(pem);
  if (!b64) return null;
  const refuse = (message: string) => badRequest(message.replace(/^publicCertificate:/, `${field}:`));
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw refuse(CERT_MSG.invalid);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(b64, 'base64'));
  } catch {
    throw refuse(CERT_MSG.invalid);
  }
  const validTo = new Date(cert.validTo);
  if (!(validTo.getTime() > now.getTime())) throw refuse(CERT_MSG.expired(validTo.toISOString().slice(0, 10)));
  return b64;
}
