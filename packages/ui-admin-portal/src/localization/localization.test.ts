import { describe, expect, it } from 'vitest';
import { en } from './en';
import { he } from './he';
import { hebrew } from './hebrew';

type Tree = { [k: string]: string | Tree };
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('localization', () => {
  const enLeaves = new Map(leaves(en as unknown as Tree));
  const heLeaves = new Map(leaves(he as unknown as Tree));

  it('Hebrew has every English key and no other', () => {
    expect([...heLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('Hebrew strings are non-empty, translated and keep the placeholders', () => {
    for (const [key, value] of enLeaves) {
      const h = heLeaves.get(key)!;
      expect(h, key).not.toBe('');
      expect(placeholders(h), key).toEqual(placeholders(value));
      if (/[a-z]{4,}/i.test(value) && !/JSON|API|IP|passkey|http/.test(value)) expect(h, key).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('Hebrew is right-to-left', () => {
    expect(hebrew).toMatchObject({ lang: 'he', dir: 'rtl' });
  });
});
