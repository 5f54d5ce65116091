import { defineConfig } from 'tsup';

// The server as plain JavaScript for `node` in production: workspace packages (TypeScript sources) are bundled in,
// npm dependencies stay external (native argon2, PGlite's wasm). Output sits two levels below the package so the
// hosted pages resolve as from src/ (../../hosted/dist). Pure-ESM libraries loaded at every start are bundled too:
// kysely, zod, jose and hono are ~440 small files that node resolved and linked one by one at each start;
// the only other load of one is the WebSocket helper file @hono/node-server imports from hono (unused here).
export default defineConfig({
  entry: { main: 'src/main.ts', 'rotate-key': 'src/rotate-key.ts' },
  outDir: 'build/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  noExternal: [/^@portico\//, /^kysely$/, /^zod(\/|$)/, /^hono(\/|$)/, /^jose$/],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
