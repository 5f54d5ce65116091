// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTION_PERMISSIONS, appearanceFor, can, fieldAppearance, isVendorRole, type ActionId } from './permissions';

const SERVER = fileURLToPath(new URL('../../../../apps/server/src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The server's seeded permission catalogue (roles/permissions.ts): the concrete keys a template route can need. */
const catalogue = (): Set<string> =>
  new Set([...readFileSync(join(SERVER, 'roles/permissions.ts'), 'utf8').matchAll(/'(fe\.[\w.-]+)'/g)].map((m) => m[1]!));

/**
 * Every key the reference server's routes require, read from its source: `requirePermission('…')`, a constant of the
 * same file or an exported one, and template keys (`fe.secure.write.${…}`) as patterns.
 */
function serverRequirements(): { keys: Set<string>; patterns: RegExp[] } {
  const files = sources(SERVER).map((path) => readFileSync(path, 'utf8'));
  const constants = (text: string, exportedOnly: boolean) => {
    const re = exportedOnly ? /export const (\w+) = '(fe\.[^']+)'/g : /const (\w+) = '(fe\.[^']+)'/g;
    return new Map([...text.matchAll(re)].map((m) => [m[1]!, m[2]!]));
  };
  const exported = new Map(files.flatMap((text) => [...constants(text, true)]));
  const keys = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of files) {
    const local = constants(text, false);
    for (const [, arg] of text.matchAll(/requirePermission\(('[^']+'|`[^`]+`|\w+)\)/g)) {
      const a = arg!.trim();
      if (a.startsWith("'")) keys.add(a.slice(1, -1));
      else if (a.startsWith('`')) patterns.push(new RegExp(`^${a.slice(1, -1).replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[\\w-]+')}$`));
      else if (local.get(a) ?? exported.get(a)) keys.add((local.get(a) ?? exported.get(a))!);
    }
  }
  return { keys, patterns };
}

const READ_ONLY = ['fe.*.read.*', 'fe.subscriptions.read', 'fe.usage.read'];
const SUPPORT = ['fe.*.read.*', 'fe.secure.write.users', 'fe.subscriptions.read'];

describe('the portal’s action table and the server’s routes', () => {
  const server = serverRequirements();
  const known = catalogue();

  it('reads a plausible set of route permissions from the server (the parser works)', () => {
    expect(server.keys.size).toBeGreaterThan(20);
    expect(server.keys).toContain('fe.secure.write.roles');
    expect(server.patterns.some((p) => p.test('fe.secure.write.userApiTokens'))).toBe(true);
  });

  it.each(Object.entries(ACTION_PERMISSIONS))('%s needs %s, a key a server route requires', (_action, key) => {
    // A template route (`fe.secure.write.${owner}`) counts only for a key of the catalogue.
    expect(server.keys.has(key) || (known.has(key) && server.patterns.some((p) => p.test(key)))).toBe(true);
  });
});

describe('who may do what', () => {
  const actions = Object.keys(ACTION_PERMISSIONS) as ActionId[];

  it('the seeded ReadOnly role may perform no write action; Admin (fe.*) every one', () => {
    expect(actions.filter((a) => can(READ_ONLY, a))).toEqual([]);
    expect(actions.every((a) => can(['fe.*'], a))).toBe(true);
  });

  it('Support manages users only', () => {
    expect(actions.filter((a) => can(SUPPORT, a))).toEqual(['users.write']);
  });

  it('field appearance: the host’s stricter choice wins, else edit only with the saving permission', () => {
    expect(appearanceFor(undefined, true)).toBe('edit');
    expect(appearanceFor('edit', false)).toBe('viewOnly');
    expect(appearanceFor('hidden', true)).toBe('hidden');
    expect(appearanceFor('viewOnly', true)).toBe('viewOnly');
    expect(fieldAppearance('account.website', {}, READ_ONLY)).toBe('viewOnly');
    expect(fieldAppearance('account.website', {}, ['fe.*'])).toBe('edit');
    expect(fieldAppearance('account.website', { 'account.website': 'hidden' }, READ_ONLY)).toBe('hidden');
    // The user's own profile needs no permission.
    expect(fieldAppearance('profile.jobTitle', {}, [])).toBe('edit');
  });

  it('a role without a tenant is the vendor’s', () => {
    expect(isVendorRole({ tenantId: null })).toBe(true);
    expect(isVendorRole({})).toBe(true);
    expect(isVendorRole({ tenantId: 't1' })).toBe(false);
  });
});
