// Per-call budget of @portico/rest-api: every exported call, bundled alone from the built package (minified, tree-shaken),
// must stay ≤ 2 kB gzip. Prints the largest calls and the whole client's size; exits 1 on an overrun.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'packages/rest-api/dist';
const LIMIT = 2048;

function exportsOf(file) {
  const text = readFileSync(join(DIST, file), 'utf8');
  const block = [...text.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]).join(',');
  return block.split(',').map((s) => s.trim().split(/\s+as\s+/).pop()).filter(Boolean);
}

async function gzipOf(contents) {
  const out = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', treeShaking: true, logLevel: 'silent',
    external: [],
  });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}

const domains = readdirSync(DIST).filter((f) => f.endsWith('.js') && !['index.js', 'schemas.js'].includes(f) && !f.startsWith('chunk-'));
const rows = [];
for (const file of domains) {
  for (const name of exportsOf(file)) {
    rows.push({ call: `${file.replace('.js', '')}/${name}`, bytes: await gzipOf(`export { ${name} } from './${DIST}/${file}';`) });
  }
}
rows.sort((a, b) => b.bytes - a.bytes);
const over = rows.filter((r) => r.bytes > LIMIT);
console.log(`rest-api: ${rows.length} calls measured alone; largest:`);
for (const r of rows.slice(0, 5)) console.log(`  ${r.call.padEnd(50)} ${(r.bytes / 1024).toFixed(2)} kB gzip`);
const all = domains.map((f) => `export * from './${DIST}/${f}';`).join('\n') + `\nexport * from './${DIST}/index.js';`;
console.log(`rest-api whole client (all calls, no schemas): ${((await gzipOf(all)) / 1024).toFixed(2)} kB gzip`);
console.log(`rest-api schemas incl. zod (server side only): ${((await gzipOf(`export * from './${DIST}/schemas.js';`)) / 1024).toFixed(2)} kB gzip`);
if (rows.length === 0) {
  console.error('budgets: no calls found in the build');
  process.exit(1);
}
if (over.length) {
  for (const r of over) console.error(`OVER BUDGET: ${r.call} ${(r.bytes / 1024).toFixed(2)} kB > 2 kB`);
  process.exit(1);
}
console.log(`all ${rows.length} calls ≤ 2 kB gzip`);
