import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossDomainImports, cycles, importGraph, KERNEL_FOLDERS, loopThrough, sourceFiles, throughIndex, type ImportEdge } from '../test/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const edges = importGraph(root);

/** Each cycle as its files and one loop of imports that closes it, for the failure message. */
function describeCycles(graph: ImportEdge[]): string {
  return cycles(graph).map((group) => `${group.length} files: ${loopThrough(graph, group).join(' → ')}\n  ${group.join('\n  ')}`).join('\n');
}

describe('import graph of apps/server/src (non-test files)', () => {
  it('has no import cycle at runtime', () => {
    const runtime = edges.filter((e) => e.runtime);
    expect(describeCycles(runtime), 'runtime import cycles').toBe('');
  });

  it('has no import cycle counting `import type` too', () => {
    expect(describeCycles(edges), 'import cycles, type imports included').toBe('');
  });

  it('sends every cross-domain import through the other folder\'s index.ts (lint: portico/faces)', () => {
    const cross = crossDomainImports(edges);
    expect(cross.length).toBeGreaterThan(300);
    expect(cross.filter((e) => !throughIndex(e)).map((e) => `${e.from} → ${e.to}`), 'import the other domain\'s index.ts (add what it needs there)').toEqual([]);
  });

  it('counts the same kernel folders as the lint rule (config/faces.js)', () => {
    const rule = readFileSync(new URL('../../../../config/faces.js', import.meta.url), 'utf8');
    const listed = /SERVER_KERNEL = \[([^\]]*)\]/.exec(rule)?.[1]?.match(/[\w-]+/g);
    expect(listed).toEqual(KERNEL_FOLDERS);
  });
});

describe('composition', () => {
  it('keeps http/ transport: it imports no domain (only http/ itself and the server config)', () => {
    const out = edges.filter((e) => e.from.startsWith('http/') && !e.to.startsWith('http/') && e.to !== 'config.ts').map((e) => `${e.from} → ${e.to}`);
    expect(out, 'pass what http/ needs in from app.ts').toEqual([]);
  });

  it('keeps db/ below the domains: it names one only through its index.ts or, types only, its tables.ts', () => {
    const out = edges.filter((e) => e.from.startsWith('db/') && /^[^/]+\//.test(e.to) && !KERNEL_FOLDERS.some((k) => e.to.startsWith(`${k}/`)))
      .filter((e) => !/^[^/]+\/index\.ts$/.test(e.to) && (e.runtime || !/^[^/]+\/tables\.ts$/.test(e.to))).map((e) => `${e.from} → ${e.to}`);
    expect(out).toEqual([]);
  });

  it('keeps kernel/ a shape: it loads nothing at runtime, and names domains only through their index.ts', () => {
    const out = edges.filter((e) => e.from.startsWith('kernel/') && !e.to.startsWith('kernel/'));
    expect(out.length).toBeGreaterThan(0);
    expect(out.filter((e) => e.runtime).map((e) => `${e.from} → ${e.to}`), 'kernel/ may import types only').toEqual([]);
    expect(out.filter((e) => !/^[^/]+\/index\.ts$/.test(e.to) && !e.to.startsWith('http/') && e.to !== 'deps.ts').map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  // app.ts composes the modules' routes and offers; migrations.ts collects their migrations for whoever opens the
  // database (main.ts, tools, the PGlite template build), which must not load the app to migrate.
  it('names each module once: only modules.ts imports a module.ts, and only app.ts and migrations.ts import modules.ts', () => {
    const isModule = (f: string) => /^[^/]+\/module\.ts$/.test(f) && !f.startsWith('kernel/');
    const modules = sourceFiles(root).filter(isModule);
    expect(modules.length).toBeGreaterThan(30);
    expect(edges.filter((e) => isModule(e.to) && e.from !== 'modules.ts').map((e) => `${e.from} → ${e.to}`)).toEqual([]);
    expect(edges.filter((e) => e.to === 'modules.ts').map((e) => e.from)).toEqual(['app.ts', 'migrations.ts']);
    expect(modules.filter((m) => !edges.some((e) => e.from === 'modules.ts' && e.to === m)), 'list it in modules.ts').toEqual([]);
  });

  it('keeps test kits out of the build: they live in test/, and only test kits import them', () => {
    // The bundle starts at main.ts and rotate-key.ts (tsup.config.ts) and takes only what they import. Kits other
    // packages' tests import by path (e2e, tests/contract, tests/compat) live in test/ too (test/sso/, test/social-idp.ts).
    const kit = (f: string) => f.startsWith('test/');
    const out = edges.filter((e) => kit(e.to) && !kit(e.from)).map((e) => `${e.from} → ${e.to}`);
    expect(out).toEqual([]);
    expect(sourceFiles(root).filter((f) => !kit(f) && /(^|\/)(testing\/|test-[^/]*$)/.test(f)), 'move the kit to test/').toEqual([]);
  });

  it('offers no routes on a face: no index.ts re-exports a routes file or a module.ts', () => {
    const out = edges.filter((e) => /^[^/]+\/index\.ts$/.test(e.from) && /(routes|\/module)\.ts$/.test(e.to)).map((e) => `${e.from} → ${e.to}`);
    expect(out).toEqual([]);
  });

  it('mounts routes through modules: app.ts imports no routes file but the API reference of the app itself', () => {
    const out = edges.filter((e) => e.from === 'app.ts' && /routes\.ts$/.test(e.to)).map((e) => e.to);
    expect(out).toEqual(['openapi/routes.ts']);
  });

  it('registers nothing from inside a route factory: app.ts hands each domain what it offers', () => {
    const files = sourceFiles(root).filter((f) => /routes\.ts$/.test(f));
    const registering = files.filter((f) => /\bregister[A-Z]\w*\(/.test(readFileSync(`${root}/${f}`, 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(registering, 'move the register… call to app.ts').toEqual([]);
  });
});

describe('the import graph itself', () => {
  it('finds a runtime cycle, a type-only one, and tells the two apart', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(`${tmpdir()}/imports-`);
    await mkdir(`${dir}/a`);
    await writeFile(`${dir}/a/x.ts`, "import { y } from './y';\nimport type { Z } from '../z';\nexport const x = y;\n");
    await writeFile(`${dir}/a/y.ts`, "import { x } from './x';\nexport const y = () => x;\n");
    await writeFile(`${dir}/z.ts`, "import type { x } from './a/x';\nexport type Z = typeof x;\n");
    await writeFile(`${dir}/a/x.test.ts`, "import { x } from './x';\nexport const t = x;\n");
    const graph = importGraph(dir);
    expect(cycles(graph.filter((e) => e.runtime))).toEqual([['a/x.ts', 'a/y.ts']]);
    expect(cycles(graph)).toEqual([['a/x.ts', 'a/y.ts', 'z.ts']]);
    expect(loopThrough(graph, ['a/x.ts', 'a/y.ts'])).toEqual(['a/x.ts', 'a/y.ts', 'a/x.ts']);
  });
});
