// Prints the gzip size of what a host downloads for the login route (entry + statically imported chunks,
// lazy screens excluded), bundled from dist/ with React and ReactDOM external. The budget is checked with
// react-router external too: it is a peer the host already runs (it wraps the box in its router), and
// react-router alone is ~15 kB gzip, react-hook-form ~14 kB, zod + resolver ~7 kB, which the issue mandates.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 35;
const pkg = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'portico-size-'));
const entry = join(dir, 'entry.jsx');
writeFileSync(
  entry,
  `import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PorticoLogin } from '${join(pkg, 'dist/index.js')}';
export const mount = (el, portico) => createRoot(el).render(<BrowserRouter><PorticoLogin portico={portico} /></BrowserRouter>);`,
);

async function measure(external) {
  const out = join(dir, external.join('_').replace(/\W/g, ''));
  const result = await build({
    entryPoints: [entry], bundle: true, splitting: true, format: 'esm', minify: true, outdir: out, metafile: true,
    jsx: 'automatic', external, nodePaths: [join(pkg, 'node_modules')], logLevel: 'error', define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  // Lazy chunks carry an entryPoint too: the login route starts at the host entry itself.
  const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('entry.jsx'));
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) walk(imp.path);
  };
  walk(entryOut);
  const gz = (f) => gzipSync(readFileSync(resolve(f))).length;
  const initial = [...seen].reduce((n, f) => n + gz(f), 0);
  const lazy = Object.keys(outputs).filter((f) => f.endsWith('.js') && !seen.has(f)).reduce((n, f) => n + gz(f), 0);
  return { initial, lazy };
}

const base = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler'];
const withRouter = await measure(base);
const hostRouter = await measure([...base, 'react-router']);
rmSync(dir, { recursive: true, force: true });
const kb = (n) => (n / 1024).toFixed(1);
console.log(`login route, gzip, React/ReactDOM external: ${kb(withRouter.initial)} kB (react-router included), ${kb(hostRouter.initial)} kB (react-router from the host); lazy screens ${kb(hostRouter.lazy)} kB; budget ${BUDGET_KB} kB`);
if (hostRouter.initial / 1024 > BUDGET_KB) {
  console.error(`over budget: ${kb(hostRouter.initial)} kB > ${BUDGET_KB} kB`);
  process.exit(1);
}
