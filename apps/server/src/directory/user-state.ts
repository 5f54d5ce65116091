import { ScimError, SCIM_MSG } from './scim-http';
import { EMAIL_PATTERN } from '@portico/rest-api';

/** The SCIM attributes of a user this server keeps. */
export interface UserState {
  userName: string;
  externalId: string | null;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string;
  active: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** SCIM booleans; Azure AD sends "True" / "False" strings. */
export function bool(v: unknown, what: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  throw new ScimError(400, `${what}: expected a boolean`, 'invalidValue');
}

/** The primary (else first) e-mail of an `emails` value. */
export function primaryEmail(v: unknown): string | null {
  if (!Array.isArray(v)) return null;
  const items = v.filter(isObj);
  return str((items.find((e) => e.primary === true || e.primary === 'true') ?? items[0])?.value);
}

/** Checks an e-mail before it reaches the account. */
export function checkEmail(email: string | null, userName: string): string {
  const e = email ?? (EMAIL_PATTERN.test(userName) ? userName : null);
  if (!e || !EMAIL_PATTERN.test(e) || e.length > 320) throw new ScimError(400, SCIM_MSG.noEmail, 'invalidValue');
  return e.toLowerCase();
}

/** A user from a POST or PUT body; `current` supplies what a PUT may leave out (active). */
export function stateFromBody(b: Obj, current?: UserState): UserState {
  const userName = str(b.userName);
  if (!userName || userName.length > 320) throw new ScimError(400, SCIM_MSG.userNameRequired, 'invalidValue');
  const name = isObj(b.name) ? b.name : {};
  const givenName = str(name.givenName);
  const familyName = str(name.familyName);
  const displayName = str(b.displayName) ?? str(name.formatted) ?? ([givenName, familyName].filter(Boolean).join(' ') || null);
  return {
    userName, externalId: str(b.externalId), displayName, givenName, familyName, email: checkEmail(primaryEmail(b.emails), userName),
    active: b.active === undefined ? (current?.active ?? true) : bool(b.active, 'active'),
  };
}

const URN_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:user:/i;

/** Applies one attribute (by lower-case path) of a PATCH `add` / `replace`; unknown attributes are not kept and ignored. */
function setPath(s: UserState, path: string, value: unknown): void {
  switch (path) {
    case 'active': s.active = bool(value, 'active'); return;
    case 'username': s.userName = str(value) ?? s.userName; return;
    case 'externalid': s.externalId = str(value); return;
    case 'displayname': s.displayName = str(value); return;
    case 'name.givenname': s.givenName = str(value); return;
    case 'name.familyname': s.familyName = str(value); return;
    case 'name': if (isObj(value)) for (const [k, v] of Object.entries(value)) setPath(s, `name.${k.toLowerCase()}`, v); return;
    case 'emails': s.email = checkEmail(primaryEmail(Array.isArray(value) ? value : [value]), ''); return;
    case 'emails.value': case 'emails[type eq "work"].value': case 'emails[primary eq true].value':
      s.email = checkEmail(str(value), ''); return;
    default:
  }
}

function removePath(s: UserState, path: string): void {
  switch (path) {
    case 'externalid': s.externalId = null; return;
    case 'displayname': s.displayName = null; return;
    case 'name.givenname': s.givenName = null; return;
    case 'name.familyname': s.familyName = null; return;
    case 'name': s.givenName = s.familyName = null; return;
    case 'username': case 'emails': case 'emails.value': case 'active':
      throw new ScimError(400, `${path} cannot be removed`, 'mutability');
    default:
  }
}

/** The operations of a PatchOp body, checked (RFC 7644 §3.5.2). */
export function patchOps(b: Obj): { op: 'add' | 'replace' | 'remove'; path: string | null; value: unknown }[] {
  const ops = b.Operations ?? b.operations;
  if (!Array.isArray(ops) || !ops.length || !Array.isArray(b.schemas) || !b.schemas.includes('urn:ietf:params:scim:api:messages:2.0:PatchOp')) {
    throw new ScimError(400, SCIM_MSG.badPatch, 'invalidSyntax');
  }
  return ops.map((o) => {
    const op = isObj(o) && typeof o.op === 'string' ? o.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new ScimError(400, SCIM_MSG.badPatch, 'invalidSyntax');
    const path = isObj(o) && typeof o.path === 'string' && o.path.trim() ? o.path.trim() : null;
    if (op === 'remove' && !path) throw new ScimError(400, 'remove needs a path', 'noTarget');
    return { op, path, value: (o as Obj).value };
  });
}

/** The user after a PATCH (a new object; the input is untouched). */
export function applyUserPatch(current: UserState, b: Obj): UserState {
  const s = { ...current };
  for (const { op, path, value } of patchOps(b)) {
    const p = path?.replace(URN_PREFIX, '').toLowerCase() ?? null;
    if (op === 'remove') removePath(s, p!);
    else if (p) setPath(s, p, value);
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) setPath(s, k.replace(URN_PREFIX, '').toLowerCase(), v);
    else throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
  }
  return s;
}
