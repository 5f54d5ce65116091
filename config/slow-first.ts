import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that spawn servers or the demo script: tens of seconds each, mostly one process. Started first, they overlap
// the rest of the run; left to the default order (by size, on a fresh clone without timings), one ran alone at the
// end while the other core idled (ci42: 22 s).
const FIRST = /\/(config\/test\/demo-script|apps\/server\/src\/(startup|data-dir-lock|webhooks\/crash))\.test\.ts$/;

/** The default order, with the long spawning files moved to the front. */
export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => FIRST.test(f.moduleId)), ...sorted.filter((f) => !FIRST.test(f.moduleId))];
  }
}
