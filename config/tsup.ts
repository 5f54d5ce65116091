import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * The package's declarations, emitted by tsc file by file into dist/ beside tsup's JavaScript, plus one
 * `dist/<entry>.d.ts` for each entry whose source lies elsewhere (the exports maps name those). tsup's own `dts` bundles
 * them through rollup and took 5× as long (rest-api: 25.5 s against 4.8 s on an idle machine, 91 s in CI beside lint
 * and typecheck), on the path every later package's build waits on. Type errors fail the build as before.
 */
export function emitDeclarations(entry: Record<string, string>, cwd = process.cwd()): void {
  const config = join(cwd, 'node_modules', '.cache', 'portico-declarations', 'tsconfig.json');
  mkdirSync(dirname(config), { recursive: true });
  writeFileSync(config, JSON.stringify({
    extends: join(cwd, 'tsconfig.json'),
    include: [join(cwd, 'src')],
    exclude: [join(cwd, 'src/**/*.test.ts'), join(cwd, 'src/**/*.test.tsx'), join(cwd, 'src/**/*.bench.ts')],
    compilerOptions: {
      noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false, incremental: false, composite: false,
      outDir: join(cwd, 'dist'), rootDir: join(cwd, 'src'),
      // A package's declarations read its workspace dependencies' built declarations (turbo builds them first), not
      // their sources: each package's types are checked once, not again in every package that imports it.
      customConditions: [],
    },
  }));
  const tsc = createRequire(join(cwd, 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', config], { cwd, stdio: 'inherit' });
  for (const [name, source] of Object.entries(entry)) {
    const emitted = relative('src', source).replace(/\.tsx?$/, '');
    if (emitted === name) continue;
    const stub = join(cwd, 'dist', `${name}.d.ts`);
    const target = relative(dirname(join('dist', name)), join('dist', emitted)).split('\\').join('/');
    writeFileSync(stub, `export * from '${target.startsWith('.') ? target : `./${target}`}.js';\n`);
  }
}

/**
 * The one tsup config every package builds with: ESM + sourcemaps, then the declarations ({@link emitDeclarations}).
 * @param entry entry points keyed by output name (`{ index: 'src/index.ts' }`)
 */
export function packageConfig(entry: Record<string, string>, extra: Partial<Options> = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    onSuccess: async () => emitDeclarations(entry),
    ...extra,
  });
}
