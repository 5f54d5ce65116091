// Prints the gzip size of what a host downloads for the admin portal: the shell (entry + statically imported chunks,
// React, ReactDOM and @portico/core-state external — the host already runs them for the login box) and each section
// chunk. Chunks shared by several sections (table, dialog + form libraries) are reported once, on their own. A section's
// dialogs load on first open (dynamic imports from the section: not followed here), so they count in no figure.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const SHELL_BUDGET_KB = 30;
const SECTION_BUDGET_KB = 25;
// What opening a section first may download (own + shared, beyond the shell): dialogs, forms and zod come on first
// open (components/LazyDialogs), not with the section (Privacy: its MFA and passkeys tabs load when opened).
const FIRST_DOWNLOAD_BUDGET_KB = 50;
const pkg = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'portico-admin-size-'));
const entry = join(dir, 'entry.jsx');
writeFileSync(
  entry,
  `import { createRoot } from 'react-dom/client';
import { AdminPortal } from '${join(pkg, 'src/index.ts')}';
export const mount = (el, portico) => createRoot(el).render(<AdminPortal portico={portico} />);`,
);
// SIZE_WITH_CORE=1 bundles @portico/core-state too (a host that uses only the portal).
const core = process.env.SIZE_WITH_CORE === '1';
const external = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler', ...(core ? [] : ['@portico/core-state', '@portico/core-state/*'])];
const result = await build({
  entryPoints: [entry], bundle: true, splitting: true, format: 'esm', minify: true, outdir: join(dir, 'out'), metafile: true,
  jsx: 'automatic', external, conditions: ['source'], nodePaths: [join(pkg, 'node_modules')], logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' }, chunkNames: 'chunk-[hash]', entryNames: '[name]',
});
const outputs = result.metafile.outputs;
const gz = (f) => gzipSync(readFileSync(resolve(f))).length;
const kb = (n) => (n / 1024).toFixed(1);
const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('entry.jsx'));
const staticClosure = (start) => {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) walk(imp.path);
  };
  walk(start);
  return seen;
};
const shell = staticClosure(entryOut);
const shellSize = [...shell].reduce((n, f) => n + gz(f), 0);
// Lazy section entries: chunks reached by dynamic import from the shell.
const sections = [...shell].flatMap((f) => outputs[f].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
const owners = new Map();
for (const s of sections) for (const f of staticClosure(s)) if (!shell.has(f)) owners.set(f, [...(owners.get(f) ?? []), s]);
const sectionName = (s) => {
  const inputs = Object.keys(outputs[s].inputs).find((i) => /sections\/\w+\/\w+Section\.tsx$/.test(i));
  return inputs ? basename(inputs, '.tsx') : basename(s);
};
// What opening the section first costs: its chunks and the shared ones it needs that the shell did not load.
const firstDownload = (s) => [...staticClosure(s)].filter((f) => !shell.has(f)).reduce((n, f) => n + gz(f), 0);
let over = false;
console.log(`admin portal shell, gzip, React/ReactDOM${core ? '' : '/core-state'} external: ${kb(shellSize)} kB (budget ${SHELL_BUDGET_KB} kB)`);
if (shellSize / 1024 > SHELL_BUDGET_KB) over = true;
for (const s of sections) {
  const own = [...staticClosure(s)].filter((f) => !shell.has(f) && owners.get(f).length === 1);
  const size = own.reduce((n, f) => n + gz(f), 0);
  const first = firstDownload(s);
  console.log(`  section ${sectionName(s)}: ${kb(size)} kB own (budget ${SECTION_BUDGET_KB} kB), first download ${kb(first)} kB (budget ${FIRST_DOWNLOAD_BUDGET_KB} kB)`);
  if (size / 1024 > SECTION_BUDGET_KB || first / 1024 > FIRST_DOWNLOAD_BUDGET_KB) over = true;
}
const shared = [...owners.entries()].filter(([, o]) => o.length > 1);
const sharedSize = shared.reduce((n, [f]) => n + gz(f), 0);
console.log(`  shared section chunks (table, dialog, forms; counted once): ${kb(sharedSize)} kB in ${shared.length} chunks`);
const worst = Math.max(...sections.map(firstDownload));
console.log(`  largest first section download (own + shared): ${kb(worst)} kB (budget ${FIRST_DOWNLOAD_BUDGET_KB} kB)`);
rmSync(dir, { recursive: true, force: true });
if (over) {
  console.error('over budget');
  process.exit(1);
}
