import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossDomainImports, cycles, importGraph, loopThrough, throughIndex, type ImportEdge } from '../test/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const edges = importGraph(root);
// The figures this tree has reached: a change may improve them (then lower or raise them here), never worsen them.
const reached = JSON.parse(readFileSync(new URL('./imports.json', import.meta.url), 'utf8')) as {
  runtimeCycles: number; typeCycles: number; crossDomain: { throughIndex: number; of: number };
};

/** Each cycle as its files and one loop of imports that closes it, for the failure message. */
function describeCycles(graph: ImportEdge[]): string {
  return cycles(graph).map((group) => `${group.length} files: ${loopThrough(graph, group).join(' → ')}\n  ${group.join('\n  ')}`).join('\n');
}

describe('import graph of apps/server/src (non-test files)', () => {
  it('has no import cycle at runtime', () => {
    const runtime = edges.filter((e) => e.runtime);
    const found = cycles(runtime);
    if (found.length > 0) console.log(`runtime import cycles:\n${describeCycles(runtime)}`);
    expect(found.length).toBeLessThanOrEqual(reached.runtimeCycles);
  });

  it('has no import cycle counting `import type` too', () => {
    const found = cycles(edges);
    if (found.length > 0) console.log(`import cycles (type imports included):\n${describeCycles(edges)}`);
    expect(found.length).toBeLessThanOrEqual(reached.typeCycles);
  });

  it('sends cross-domain imports through the other folder\'s index.ts', () => {
    const cross = crossDomainImports(edges);
    const through = cross.filter(throughIndex).length;
    console.log(`${through} of ${cross.length} cross-domain imports go through index.ts`);
    expect(through / cross.length).toBeGreaterThanOrEqual(reached.crossDomain.throughIndex / reached.crossDomain.of);
  });
});
