// CI typecheck: every workspace package's `typecheck`, with the packages whose tsconfig is the base one (+ node types)
// merged into one tsc program. Each of their programs also checks the sources it imports (the `source` condition), so
// one program checks every file once instead of once per importing package. Packages with other options (the vite apps)
// run their own script, and so do the extra programs a script runs after `tsc -p tsconfig.json` (server's hosted page).
// The merged list is built from the packages' own tsconfig files here, so a new package or folder is never left out.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['apps', 'packages', 'tests'].flatMap((d) => readdirSync(join(root, d)).map((n) => `${d}/${n}`)).concat('e2e');
const include = [];
const own = []; // [dir, command] run on their own
for (const dir of dirs.sort()) {
  const pkgFile = join(root, dir, 'package.json');
  if (!existsSync(pkgFile)) continue;
  const script = JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.typecheck;
  if (!script) continue;
  const parts = script.split('&&').map((s) => s.trim());
  const tsconfig = JSON.parse(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8'));
  const options = tsconfig.compilerOptions ?? {};
  const baseOnly = /(^|\/)tsconfig\.base\.json$/.test(tsconfig.extends ?? '') && !tsconfig.files && !tsconfig.exclude &&
    Object.keys(options).every((k) => k === 'types') && (!options.types || JSON.stringify(options.types) === '["node"]');
  if (baseOnly && parts[0] === 'tsc -p tsconfig.json') {
    include.push(...(tsconfig.include ?? ['**/*']).map((p) => `../${dir}/${p}`));
    for (const rest of parts.slice(1)) own.push([dir, rest]);
  } else own.push([dir, script]);
}
mkdirSync(join(root, 'reports'), { recursive: true });
const merged = join(root, 'reports', 'tsconfig.typecheck.json');
writeFileSync(merged, `${JSON.stringify({ extends: '../tsconfig.base.json', include }, null, 2)}\n`);

// The root's node_modules/.bin on PATH, as `pnpm --filter <pkg> typecheck` has it.
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` };
const run = (cwd, command) => new Promise((resolve) => {
  console.log(`typecheck: ${cwd}: ${command}`);
  spawn(command, { cwd: join(root, cwd), env, shell: true, stdio: 'inherit' }).on('exit', (code) => resolve(code === 0));
});
// Two lanes for two cores: the merged program, and the others one after another.
const [shared, others] = await Promise.all([
  run('.', `tsc -p ${merged}`),
  (async () => { let ok = true; for (const [dir, cmd] of own) ok = (await run(dir, cmd)) && ok; return ok; })(),
]);
process.exit(shared && others ? 0 : 1);
