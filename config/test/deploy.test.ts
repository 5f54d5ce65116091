import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, strictCsp } from '../../packages/rest-api/src/csp';

// The deployment files (deploy/, docs/deployment.md) checked without a Docker engine: every name they use exists.
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
const dockerfile = read('deploy/Dockerfile');
const compose = read('deploy/compose.yaml');
const nginx = read('deploy/nginx.conf');
const guide = read('docs/deployment.md');
const server = JSON.parse(read('apps/server/package.json')) as { name: string; scripts: Record<string, string> };

describe('deployment files', () => {
  it('the Dockerfile builds packages that exist and runs the entry tsup writes, as start:prod does', () => {
    for (const [, name] of dockerfile.matchAll(/--filter (@portico\/[\w-]+)/g)) {
      const dir = name!.replace('@portico/', '');
      expect(existsSync(`${root}/apps/${dir}/package.json`) || existsSync(`${root}/packages/${dir}/package.json`), name).toBe(true);
    }
    const tsup = read('apps/server/tsup.config.ts');
    expect(tsup).toMatch(/entry: \{ main: 'src\/main\.ts'/);
    expect(tsup).toMatch(/outDir: 'build\/server'/);
    expect(dockerfile).toContain('CMD ["node", "build/server/main.js"]');
    expect(server.scripts['start:prod']).toBe('NODE_ENV=production node build/server/main.js');
    expect(server.scripts.build).toMatch(/build:server/);
    expect(dockerfile).toMatch(/COPY --from=build \/src\/apps\/demo\/dist /);
    expect(read('.dockerignore')).toMatch(/node_modules/);
  });

  it('compose builds the Dockerfile targets, and every setting it asks for is in the production checklist', () => {
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS (\w+)/gm)].map((m) => m[1]);
    for (const [, target] of compose.matchAll(/target: (\w+)/g)) expect(targets).toContain(target);
    const settings = new Set([...compose.matchAll(/^\s+([A-Z_]+): /gm)].map((m) => m[1]!).filter((k) => !k.startsWith('POSTGRES_')));
    expect(settings.size).toBeGreaterThan(6);
    for (const key of settings) expect(guide, key).toContain(`\`${key}`);
    expect(compose).toMatch(/stop_grace_period: \d+s/);
  });

  it('nginx proxies the API prefix and the hosted pages to the server and serves the demo under its strict CSP', () => {
    expect(nginx).toMatch(/location ~ \^\/\(frontegg\|oauth\/account\|oauth\/portal\)/);
    expect(nginx).toContain('proxy_pass http://server:8787;');
    // The demo build writes this placeholder into index.html (apps/demo/vite.config.ts); nginx puts a nonce in its place.
    expect(read('apps/demo/vite.config.ts')).toContain('CSP_NONCE_PLACEHOLDER');
    expect(nginx).toContain(`sub_filter '${CSP_NONCE_PLACEHOLDER}' $request_id;`);
    // nginx cannot import it: its header is the shared strict CSP, word for word, with nginx's request id as nonce.
    const csp = /Content-Security-Policy "([^"]+)"/.exec(nginx)![1]!;
    expect(csp).toBe(strictCsp({ nonce: '$request_id' }));
  });
});
