import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRedirectUrl } from './resolve';

const PAGE = 'https://app.test';
const silent = { warn: () => {} };
const accepts = (raw: string) => resolveRedirectUrl(raw, { pageOrigin: PAGE, logger: silent });

const hosts = ['evil.test', 'app.test.evil.test', 'evil.test:443', '127.0.0.1', '[::1]', 'xn--pp-7ka.test', 'app.test%2eevil.test'];
const shapes = [
  (h: string) => `//${h}`,
  (h: string) => `///${h}`,
  (h: string) => `/\\${h}`,
  (h: string) => `\\\\${h}`,
  (h: string) => `\\/${h}`,
  (h: string) => `https:${h}`,
  (h: string) => `https:/${h}`,
  (h: string) => `https:///${h}`,
  (h: string) => `https://${h}`,
  (h: string) => `http://${h}/`,
  (h: string) => `https://app.test@${h}`,
  (h: string) => `https://app.test:pw@${h}/`,
  (h: string) => `https://${h}#@app.test`,
  (h: string) => `https://${h}?@app.test`,
  (h: string) => `/%2F%2F${h}`,
  (h: string) => `%2F%2F${h}`,
  (h: string) => `/%5C${h}`,
  (h: string) => `/%252F%252F${h}`,
  (h: string) => `\uFF0F\uFF0F${h}`,
  (h: string) => `/\uFF0F${h}`,
  (h: string) => `\u2215\u2215${h}`,
  (h: string) => `/\u3000/${h}`,
  (h: string) => ` //${h}`,
  (h: string) => `/\t/${h}`,
  (h: string) => `/\n/${h}`,
  (h: string) => `ht\ttps://${h}`,
  (h: string) => `https:\n//${h}`,
  (h: string) => `hTTps://${h}`,
];
const schemes = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript%3Aalert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://app.test/uuid',
  'ftp://app.test/',
  'about:blank',
  'mailto:a@app.test',
  'ws://app.test/',
  'https:',
  'https://',
  'https:///',
  '//',
  '/\\',
  '\\',
  'https://аpp.test/',
  'https://app.tеst/',
  'https://ａｐｐ.test/',
  'https://app.test\u3002evil.test/',
  'https://app\u2024test/',
  '/admin\u0000',
  '/admin\u202e',
  'https://app.test\\@evil.test',
  'https://app.test%40evil.test',
  'https://evil.test\\.app.test',
];

const hostile = [...hosts.flatMap((h) => shapes.map((s) => s(h))), ...schemes];

describe('redirectUrl fuzz: hostile inputs', () => {
  it('has at least 200 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(200);
  });

  it.each(hostile.map((h) => [JSON.stringify(h), h]))('refuses %s', (_label, raw) => {
    expect(accepts(raw)).toBeNull();
  });

  it('never yields another origin for random mixes of dangerous pieces', () => {
    const piece = fc.constantFrom('/', '\\', '//', ':', '@', '%2F', '%5C', '%2f', '.', 'evil.test', 'app.test', 'https', 'javascript', '\t', '\n', '\uFF0F', '#', '?', 'a');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((a) => a.join('')), (raw) => {
        const out = accepts(raw);
        if (out !== null) expect(new URL(out).origin).toBe(PAGE);
      }),
      { numRuns: 2000 },
    );
  });

  it('always accepts simple same-origin paths and keeps them on the page origin', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}?x=1`;
        expect(accepts(path)).toBe(`${PAGE}${path}`);
      }),
    );
  });
});
