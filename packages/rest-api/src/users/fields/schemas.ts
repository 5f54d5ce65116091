import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

// Shared zod field schemas of the auth and users request schemas (named schemas.ts: zod lives only in schema files).
// Not re-exported by src/schemas.ts; only the two domains' schemas.ts import it, never the client's runtime path.

/**
 * An enumeration that accepts its values in any letter case (Frontegg's published client sends `magiclink`, `ALLOW`…)
 * and yields the canonical spelling.
 */
export function caselessEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v) : v), z.enum(values));
}

/** A required identifier (user, tenant, device, role...). */
export const id = z.string().min(1).max(255);
/** An opaque or JWT token handed out by the server. */
export const token = z.string().min(1).max(8192);
/** An e-mail address. */
export const email = z.email().max(254);
/** A password being set: 8–128 characters, no composition rules, never trimmed. */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked: any non-empty value up to the maximum (the policy is not revealed here). */
export const currentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
/** A one-time code (authenticator, SMS, e-mail): 6 to 10 digits. */
export const otp = z.string().regex(/^\d{6,10}$/, 'Expected a code of 6 to 10 digits');
/** A phone number in E.164 form (`+15551234567`). */
export const phoneNumber = z.e164();
/** A recaptcha response token. */
export const recaptchaToken = z.string().min(1).max(8192);
/** An http(s) address. */
export const httpUrl = z.url({ protocol: /^https?$/ });
/** A free-text name or label. */
export const label = z.string().trim().min(1).max(255);
/** JSON text (user and sign-up metadata are sent as JSON strings). */
export const jsonText = z
  .string()
  .max(65_536)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'Expected JSON text');

/** A query-string integer ≥ 0 (numbers arrive as text on the server, as numbers from typed callers). */
export const queryInt = z.coerce.number().int().min(0);
/** A query-string boolean: `true`/`false` as booleans or text (a plain coerce would read "false" as true). */
export const queryBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
/** A repeated query key: one value or several, always read as an array. */
export const queryIds = z.union([id.transform((v) => [v]), z.array(id).min(1).max(200)]);

const b64url = z.base64url();

/** WebAuthn registration credential (attestation) in its JSON form. */
export const webAuthnRegistration = z.object({
  id,
  rawId: b64url.optional(),
  type: z.literal('public-key').optional(),
  response: z.object({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.string()).optional() }),
});

/** WebAuthn authentication credential (assertion) in its JSON form. */
export const webAuthnAssertion = z.object({
  id,
  rawId: b64url.optional(),
  type: z.literal('public-key').optional(),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.nullable().optional(),
  }),
});

/** Authenticator kinds of WebAuthn devices. */
export const webAuthnDeviceType = z.enum(['Platform', 'CrossPlatform']);
