import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossDomainImports, cycles, importGraph, loopThrough, throughIndex, type ImportEdge } from '../test/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const edges = importGraph(root);
// The share this tree has reached: a change may raise it (then record it here), never lower it.
const reached = JSON.parse(readFileSync(new URL('./imports.json', import.meta.url), 'utf8')) as {
  crossDomain: { throughIndex: number; of: number };
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
