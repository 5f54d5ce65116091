import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/core';
import { startHarness, type Harness, type Reply, type Seen } from './harness';

/** What a call must send. `path` is the full path including the `/frontegg` prefix. */
export interface Expected {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  /** A JSON body (compared parsed). */
  body?: unknown;
  /** An `application/x-www-form-urlencoded` body (compared as key/value pairs). */
  form?: Record<string, string>;
  /** A multipart body: its content type and text fragments that must appear in it. */
  multipart?: string[];
}

/** One catalogue row: how to invoke the call, the reply(ies) to give, and what must have been sent. */
export interface CatalogueCase {
  call: (client: ApiClient) => Promise<unknown>;
  /** Replies for the requests this call makes (default: one 200 `{}` each). */
  replies?: Reply[];
  /** What each request must look like, in order (one entry per request the call makes). */
  expect: Expected | Expected[];
  /** Optional check of the call's result. */
  result?: (value: unknown) => void;
}

/**
 * Runs a domain's catalogue over a real loopback server and fails if an exported call has no case.
 * @param calls the domain module namespace (`import * as calls from './calls'`)
 */
export function runCatalogue(domain: string, calls: Record<string, unknown>, cases: Record<string, CatalogueCase>): void {
  describe(`${domain} catalogue`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h.close());

    it('has a case for every exported call, and no case for a call that does not exist', () => {
      const exported = Object.keys(calls).filter((k) => typeof calls[k] === 'function').sort();
      expect(Object.keys(cases).sort()).toEqual(exported);
    });

    for (const [name, c] of Object.entries(cases)) {
      it(`${name} sends what the catalogue says`, async () => {
        const expected = Array.isArray(c.expect) ? c.expect : [c.expect];
        if (c.replies) h.reply(...c.replies);
        const before = h.seen.length;
        const result = await c.call(h.client());
        const sent: Seen[] = h.seen.slice(before);
        expect(sent.length).toBe(expected.length);
        expected.forEach((e, i) => {
          const s = sent[i] as Seen;
          expect(s.method).toBe(e.method);
          expect(s.path).toBe(e.path);
          expect(s.query).toEqual(e.query ?? {});
          if (e.form) {
            expect(s.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
            expect(Object.fromEntries(new URLSearchParams(s.raw))).toEqual(e.form);
          } else if (e.multipart) {
            expect(s.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
            for (const fragment of e.multipart) expect(s.raw).toContain(fragment);
          } else if (e.body === undefined) expect(s.raw).toBe('');
          else expect(s.body).toEqual(e.body);
          expect(s.headers.authorization).toBe('Bearer test-token');
          expect(s.headers['x-portico-source']).toBe('portico');
          if (e.body !== undefined) expect(s.headers['content-type']).toBe('application/json');
        });
        c.result?.(result);
      });
    }
  });
}
