import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every mail and text spends a budget: a static scan of the server's source. The outbox is handed messages in one
// place (deliver, which needs a ticket only spending gives); the few older senders list why they are safe, and every
// call of their helpers must be preceded by a spend in the same function, or in every caller of a wrapping function.
const SRC = join(import.meta.dirname, '..');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : walk(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
})(SRC);
const source = new Map(files.map((f) => [relative(SRC, f), ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true)]));

/** Files that hand messages to the outbox themselves, and why each is safe. */
const OUTBOX_CALLERS: Record<string, { helpers?: string[]; why: string }> = {
  'budgets/deliver.ts': { why: 'the primitive: sends only with a ticket spent for that destination' },
  // The lead's files (issue 24): they keep their sends until the access layer lands; their callers spend (checked below).
  'invitations/service.ts': { helpers: ['sendActivation', 'sendInvitation'], why: 'activation and invitation mail: every caller spends first' },
  'auth/service.ts': { why: 'the account-locked notice: one per lock-out, and a lock-out needs a run of failed logins' },
  'reports/service.ts': { why: 'scheduled reports: one mail per recipient per run of a schedule the tenant admins set' },
};
/** Calls that spend a budget (a ticket, or a refusal before anything is sent). */
const SPENDS = /\b(spend|trySpend|spendForOther)\(/;

interface Site { file: string; node: ts.CallExpression }
/** Every call of a plain identifier, by name, in one walk of the sources. */
let byName: Map<string, Site[]> | undefined;
const calls = (name: string): Site[] => {
  if (!byName) {
    const index = new Map<string, Site[]>();
    for (const [file, sf] of source) {
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) index.set(n.expression.text, [...(index.get(n.expression.text) ?? []), { file, node: n }]);
        n.forEachChild(visit);
      };
      visit(sf);
    }
    byName = index;
  }
  return byName.get(name) ?? [];
};

const enclosing = (n: ts.Node): ts.FunctionLikeDeclaration | undefined => {
  for (let p = n.parent; p; p = p.parent) if (ts.isFunctionLike(p) && 'body' in p && p.body) return p as ts.FunctionLikeDeclaration;
  return undefined;
};
/** The name a wrapping function is called by (declaration, or `const name = (...) =>`), and whether it is exported. */
function nameOf(fn: ts.FunctionLikeDeclaration): { name: string; exported: boolean } | undefined {
  const exported = (n: ts.Node) => !!ts.getCombinedModifierFlags(n as ts.Declaration) && (ts.getCombinedModifierFlags(n as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
  if (ts.isFunctionDeclaration(fn) && fn.name) return { name: fn.name.text, exported: exported(fn) };
  const decl = fn.parent;
  if (ts.isVariableDeclaration(decl) && ts.isIdentifier(decl.name)) return { name: decl.name.text, exported: exported(decl.parent.parent) };
  return undefined;
}

/**
 * Call sites of `name` (in `onlyIn`, for a function its file does not export) that reach a send with no spend before
 * it, following wrapping functions up to their callers.
 */
function unbudgeted(name: string, onlyIn?: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  return calls(name).filter((s) => !onlyIn || s.file === onlyIn).flatMap((s) => {
    const fn = enclosing(s.node);
    const where = `${s.file}:${s.node.getSourceFile().getLineAndCharacterOfPosition(s.node.getStart()).line + 1}`;
    if (!fn) return [where];
    const before = s.node.getSourceFile().text.slice(fn.getStart(), s.node.getStart());
    if (SPENDS.test(before)) return [];
    const wrapper = nameOf(fn);
    if (!wrapper) return [where];
    const callers = unbudgeted(wrapper.name, wrapper.exported ? undefined : s.file, seen);
    return calls(wrapper.name).length ? callers : [`${where} (in ${wrapper.name}, which nothing calls)`];
  });
}

describe('every mail and text spends a budget', () => {
  it('only the listed files hand messages to the outbox', () => {
    const senders = [...source].filter(([, sf]) => /\boutbox\.send\(/.test(sf.text)).map(([file]) => file).sort();
    expect(senders).toEqual(Object.keys(OUTBOX_CALLERS).sort());
  });

  it('every call of an older sending helper is preceded by a spend (in its function, or in every caller of it)', () => {
    for (const helper of Object.values(OUTBOX_CALLERS).flatMap((s) => s.helpers ?? [])) {
      expect(calls(helper).length, `${helper} is called somewhere`).toBeGreaterThan(0);
      expect(unbudgeted(helper), `${helper} reached without a budget`).toEqual([]);
    }
  });

  it('deliver is called only with a ticket, and tickets are made only by spending', () => {
    const forged = [...source].filter(([file, sf]) => !file.startsWith('budgets/') && /\bas (unknown as )?Ticket\b/.test(sf.text)).map(([file]) => file);
    expect(forged).toEqual([]);
    expect(calls('deliver').length).toBeGreaterThan(10);
  });

  it('the scan sees a send without a budget (it can fail)', () => {
    const sf = ts.createSourceFile('x.ts', 'export async function leak(deps) { await sendInvitation(deps); }', ts.ScriptTarget.Latest, true);
    source.set('probe/leak.ts', sf);
    byName = undefined;
    try {
      expect(unbudgeted('sendInvitation')).toContain('probe/leak.ts:1 (in leak, which nothing calls)');
    } finally {
      source.delete('probe/leak.ts');
      byName = undefined;
    }
  });
});
