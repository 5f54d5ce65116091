import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README gallery and docs/screenshots stay in step: no picture left out, no picture missing.
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
const pngs = readdirSync(`${root}/docs/screenshots`).filter((name) => name.endsWith('.png'));
const shown = (markdown: string) => [...markdown.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((m) => m[1]!);
const readmes = ['packages', 'apps']
  .flatMap((top) => readdirSync(`${root}/${top}`).map((dir) => `${top}/${dir}/README.md`))
  .concat(readdirSync(`${root}/docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`))
  .filter((path) => existsSync(`${root}/${path}`));

describe('screenshot gallery', () => {
  it('the root README shows every PNG of docs/screenshots', () => {
    const gallery = new Set(shown(read('README.md')));
    expect(pngs.filter((name) => !gallery.has(name))).toEqual([]);
  });

  it('no README points at a screenshot that does not exist', () => {
    for (const path of ['README.md', 'e2e/README.md', ...readmes]) {
      expect(shown(read(path)).filter((name) => !pngs.includes(name)), path).toEqual([]);
    }
  });
});
