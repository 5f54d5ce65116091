import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossDomainImports, cycles, importGraph, loopThrough, sourceFiles, throughIndex, type ImportEdge } from '../test/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const edges = importGraph(root);
// What this tree has reached: the share through faces may rise (then record it), never fall; each import still going
// around a face is listed with the reason, and the list may only shrink.
const reached = JSON.parse(readFileSync(new URL('./imports.json', import.meta.url), 'utf8')) as {
  crossDomain: { throughIndex: number; of: number };
  aroundFaces: Record<string, string>;
};

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

  it('sends cross-domain imports through the other folder\'s index.ts', () => {
    const cross = crossDomainImports(edges);
    const through = cross.filter(throughIndex).length;
    console.log(`${through} of ${cross.length} cross-domain imports go through index.ts`);
    expect(through / cross.length).toBeGreaterThanOrEqual(reached.crossDomain.throughIndex / reached.crossDomain.of);
  });

  it('lets no new cross-domain import go around a face, and drops the listed ones once they are gone', () => {
    const around = crossDomainImports(edges).filter((e) => !throughIndex(e)).map((e) => `${e.from} → ${e.to}`);
    expect(around.filter((a) => !(a in reached.aroundFaces)), 'import the other domain\'s index.ts (add what it needs there)').toEqual([]);
    expect(Object.keys(reached.aroundFaces).filter((a) => !around.includes(a)), 'no longer around a face: remove from imports.json').toEqual([]);
  });
});

describe('composition', () => {
  it('keeps http/ transport: it imports no domain (only http/ itself and the server config)', () => {
    const out = edges.filter((e) => e.from.startsWith('http/') && !e.to.startsWith('http/') && e.to !== 'config.ts').map((e) => `${e.from} → ${e.to}`);
    expect(out, 'pass what http/ needs in from app.ts').toEqual([]);
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

  it('keeps test kits out of the build: only test kits import test/ or a `<domain>/testing/` folder', () => {
    // The bundle starts at main.ts and rotate-key.ts (tsup.config.ts) and takes only what they import. A domain's
    // testing/ folder holds kits other packages' tests import by path (e2e, tests/contract).
    const kit = (f: string) => f.startsWith('test/') || /^[^/]+\/testing\//.test(f);
    const out = edges.filter((e) => kit(e.to) && !kit(e.from)).map((e) => `${e.from} → ${e.to}`);
    expect(out).toEqual([]);
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
