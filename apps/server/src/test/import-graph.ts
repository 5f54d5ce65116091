import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a source file: the file it names (relative to the root) and whether it loads that file at runtime. */
export interface ImportEdge {
  from: string;
  to: string;
  /** False for `import type` / `export type … from` / `import('…')` types: erased at build, no load order. */
  runtime: boolean;
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** Files under `dir` whose name `keep` accepts, as `root`-relative paths with forward slashes, in a stable order. */
export function filesUnder(root: string, dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(root, path, keep);
    return keep(name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** Non-test TypeScript files under `root`, as root-relative paths with forward slashes. */
export const sourceFiles = (root: string): string[] => filesUnder(root, root, isSource);

/** The file a relative specifier names, as the bundler resolves it (extension, `.js` written for `.ts`, folder index). */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(from), specifier);
  const stem = base.replace(/\.(m|c)?js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit && relative(root, hit).split('\\').join('/');
}

/**
 * Relative imports of one file. Under `verbatimModuleSyntax` only a top-level `import type` / `export type` is erased;
 * `import { type A }` still loads its module, so it counts as runtime.
 */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<[string, boolean]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push([node.moduleSpecifier.text, !node.importClause?.isTypeOnly]);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push([node.moduleSpecifier.text, !node.isTypeOnly]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push([node.argument.literal.text, false]);
    }
    // A dynamic import() loads lazily, after every module has evaluated: no load-order cycle, so it is not an edge.
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap(([specifier, runtime]) => {
    if (!specifier.startsWith('.')) return [];
    const to = resolveSpecifier(root, file, specifier);
    return to && isSource(to) ? [{ from: file, to, runtime }] : [];
  });
}

/** Every relative import between the non-test source files under `root`. */
export function importGraph(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => importsOf(root, file));
}

/** Strongly connected groups of more than one file (or a file importing itself): each is at least one import cycle. */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<[string, number]> = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, i] = frame;
      if (i === 0) {
        index.set(node, counter);
        low.set(node, counter++);
        stack.push(node);
        onStack.add(node);
      }
      const targets = next.get(node) ?? [];
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i]!;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1]?.[0];
      if (parent !== undefined) low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || targets.includes(node)) groups.push(group.sort());
    }
  }
  return groups.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One shortest loop through a group's first file, to print which imports close the cycle. */
export function loopThrough(edges: ImportEdge[], group: string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const { from, to } of edges) {
      if (from !== node || !members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** Shared kernel every domain may reach into (transport, database, the module shape) and test kits: not domains (config/faces.js lists the same). */
export const KERNEL_FOLDERS = ['db', 'http', 'kernel', 'test'];

const domainOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined);

/** True when an import names the other domain's face (its top-level `index.ts`), not a file behind it. */
export const throughIndex = ({ to }: ImportEdge) => to === `${domainOf(to)}/index.ts`;

/**
 * Imports from a file in one domain folder to a file in another (one per pair of files, type imports included).
 * A domain is a top-level folder of src; top-level files (app.ts, deps.ts) compose domains and are not one.
 */
export function crossDomainImports(edges: ImportEdge[]): ImportEdge[] {
  const seen = new Set<string>();
  return edges.filter(({ from, to }) => {
    const a = domainOf(from);
    const b = domainOf(to);
    if (!a || !b || a === b || KERNEL_FOLDERS.includes(a) || KERNEL_FOLDERS.includes(b) || seen.has(`${from}>${to}`)) return false;
    seen.add(`${from}>${to}`);
    return true;
  });
}
