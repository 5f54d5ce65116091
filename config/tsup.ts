import { defineConfig, type Options } from 'tsup';

/**
 * The one tsup config every package builds with: ESM + d.ts + sourcemaps.
 * @param entry entry points keyed by output name (`{ index: 'src/index.ts' }`)
 */
export function packageConfig(entry: Record<string, string>, extra: Partial<Options> = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    // Declarations of a package read its workspace dependencies' built declarations (turbo builds them first), not
    // their sources: each package's types are checked once, not again in every package that imports it.
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    ...extra,
  });
}
