// Sums passed/failed over every vitest and Playwright JSON report given, and prints the CI's closing line.
import { existsSync, readFileSync } from 'node:fs';

/** Titles of the Playwright tests that failed first and passed on a retry, with their project and file. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push(`[${test.projectName}] ${spec.file} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`count-tests: no report at ${file} (that run crashed before reporting)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on retry; skipped tests are neither.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const title of flakyTitles(report)) console.log(`flaky (passed on its retry; fix it like a failure): ${title}`);
  } else {
    passed += report.numPassedTests ?? 0;
    // A file that failed before any test ran (a beforeAll or import error) has no failed test: it counts as one failure.
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    failed += (report.numFailedTests ?? 0) + Math.max(report.numRuntimeErrorTestSuites ?? 0, brokenFiles);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
