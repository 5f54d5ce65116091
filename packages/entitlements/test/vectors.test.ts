// Checks the vector files themselves: every file is run by a suite and the operator table covers every operator.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_OPS } from './fixtures';
import { vectors } from './vectors';

describe('test vectors', () => {
  it('has a suite for every file in test-vectors/', () => {
    const files = readdirSync(fileURLToPath(new URL('../test-vectors', import.meta.url)));
    expect(files.sort()).toEqual(Object.keys(vectors).map((name) => `${name}.json`).sort());
  });

  it.each(Object.entries(vectors))('%s: described, non-empty, uniquely named', (_, file) => {
    expect(file.description.length).toBeGreaterThan(20);
    expect(file.cases.length).toBeGreaterThan(5);
    const names = file.cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ALL_OPS)('operators.json covers %s: true, false, negate, missing attribute, malformed payload', (op) => {
    const cases = vectors.operators.cases.filter((c) => c.condition.op === op);
    expect(cases.some((c) => c.expected && !c.condition.negate)).toBe(true);
    expect(cases.some((c) => !c.expected && !c.tag)).toBe(true);
    expect(cases.some((c) => c.expected && c.condition.negate)).toBe(true);
    const missing = cases.filter((c) => c.tag === 'missing-attribute' && c.condition.negate);
    expect(missing.length).toBeGreaterThan(0);
    for (const c of missing) expect(c.attributes[c.condition.attribute]).toBeUndefined();
    expect(cases.some((c) => c.tag === 'malformed-payload' && c.condition.negate)).toBe(true);
    for (const c of cases.filter((x) => x.tag)) expect(c.expected).toBe(false);
  });

  it('names every denial reason of the spec in the entitlement vectors', () => {
    const reasons = [...vectors.features.cases, ...vectors['permission-entitlements'].cases].map((c) => c.expected.justification);
    expect(new Set(reasons)).toEqual(new Set([undefined, 'MISSING_FEATURE', 'MISSING_PERMISSION', 'BUNDLE_EXPIRED']));
  });
});
