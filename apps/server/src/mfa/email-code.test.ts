import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS, checkEmailCode, createEmailCode } from './email-code';

const SECRET = 'test-server-secret-0123456789';
const T = 1_700_000_000_000;
const at = (ms: number) => () => ms;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('createEmailCode', () => {
  it('makes 6-digit codes that differ between generations', () => {
    const codes = Array.from({ length: 50 }, () => createEmailCode(SECRET).code);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('stores a salted hash and an expiry of at most 10 minutes, never the code', () => {
    const a = createEmailCode(SECRET, at(T));
    expect(EMAIL_CODE_TTL_MS).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(a.challenge).toMatchObject({ expiresAt: T + EMAIL_CODE_TTL_MS, attempts: 0, used: false });
    expect(a.challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a.challenge)).not.toContain(a.code);
    expect(createEmailCode(SECRET, at(T)).challenge.id).not.toBe(a.challenge.id);
  });

  it('refuses an empty secret', () => {
    expect(() => createEmailCode('')).toThrow(/secret/);
  });
});

describe('checkEmailCode', () => {
  it('accepts the right code once, then refuses it as used', () => {
    const { code, challenge } = createEmailCode(SECRET, at(T));
    const first = checkEmailCode(challenge, code, SECRET, at(T + 1000));
    expect(first).toMatchObject({ ok: true, challenge: { used: true } });
    expect(checkEmailCode(first.challenge, code, SECRET, at(T + 2000))).toMatchObject({ ok: false, reason: 'used' });
  });

  it('expires exactly at the expiry time', () => {
    const { code, challenge } = createEmailCode(SECRET, at(T));
    expect(checkEmailCode(challenge, code, SECRET, at(T + EMAIL_CODE_TTL_MS - 1)).ok).toBe(true);
    expect(checkEmailCode(challenge, code, SECRET, at(T + EMAIL_CODE_TTL_MS))).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('counts wrong guesses and refuses even the right code after the limit', () => {
    const created = createEmailCode(SECRET, at(T));
    let challenge = created.challenge;
    for (let i = 1; i <= EMAIL_CODE_MAX_ATTEMPTS; i++) {
      const r = checkEmailCode(challenge, wrong(created.code), SECRET, at(T));
      expect(r).toMatchObject({ ok: false, reason: 'invalid', challenge: { attempts: i } });
      challenge = r.challenge;
    }
    expect(checkEmailCode(challenge, created.code, SECRET, at(T))).toMatchObject({ ok: false, reason: 'too-many-attempts' });
  });

  it('accepts the right code after fewer wrong guesses than the limit', () => {
    const created = createEmailCode(SECRET, at(T));
    const miss = checkEmailCode(created.challenge, wrong(created.code), SECRET, at(T));
    expect(checkEmailCode(miss.challenge, ` ${created.code} `, SECRET, at(T)).ok).toBe(true);
  });

  it('refuses a code hashed under another server secret', () => {
    const { code, challenge } = createEmailCode(SECRET, at(T));
    expect(checkEmailCode(challenge, code, 'another-secret-0123456789', at(T))).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('randomness (SECURITY.md 13)', () => {
  it('codes, tokens and secrets come from node:crypto: Math.random appears only in the rate-limit prune sampling', () => {
    const src = new URL('../', import.meta.url);
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test/'));
    expect(files.length).toBeGreaterThan(100);
    const users = files.filter((f) => readFileSync(new URL(f, src), 'utf8').includes('Math.random'));
    expect(users).toEqual(['db/rate-limit.ts']);
  });
});
