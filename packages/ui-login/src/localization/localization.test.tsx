import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../test/render';
import { hebrew, he } from './hebrew';
import { en, english, resolveLocalization, deepMerge, format } from './index';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('localization', () => {
  it('Hebrew has every English key, no empty string and the same placeholders', () => {
    expect(keys(he)).toEqual(keys(en));
    const at = (o: object, k: string) => k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o) as string;
    const flat = (o: object) => Object.fromEntries(keys(o).map((k) => [k, at(o, k)]));
    const e = flat(en);
    const h = flat(he);
    for (const k of Object.keys(e)) {
      expect(h[k], k).not.toBe('');
      expect(placeholders(h[k] ?? ""), k).toEqual(placeholders(e[k] ?? ""));
    }
  });

  it('renders Hebrew right-to-left with its lang', () => {
    const { container } = renderLoginBox({ localization: { locale: hebrew } });
    const root = container.querySelector('.portico-login')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('he');
    expect(screen.getByRole('heading', { name: 'התחברות' })).toBeTruthy();
    expect(screen.getByLabelText('אימייל')).toBeTruthy();
  });

  it('lays deep-partial overrides over the locale and leaves the rest', () => {
    renderLoginBox({ localization: { overrides: { login: { title: 'Welcome to Acme' } } } });
    expect(screen.getByRole('heading', { name: 'Welcome to Acme' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('takes lang and direction from the locale, English left-to-right by default', () => {
    expect(resolveLocalization()).toMatchObject({ dir: 'ltr', lang: 'en', strings: en });
    expect(resolveLocalization({ locale: english }).dir).toBe('ltr');
    expect(resolveLocalization({ locale: hebrew })).toMatchObject({ dir: 'rtl', lang: 'he' });
    expect(resolveLocalization({ locale: { lang: 'ar', dir: 'rtl', strings: en } }).dir).toBe('rtl');
  });

  it('merges only known keys of the right kind and formats placeholders', () => {
    const merged = deepMerge(en, { login: { title: 'X', nope: 'y' } as never, common: 'flat' as never });
    expect(merged.login.title).toBe('X');
    expect((merged.login as Record<string, string>).nope).toBeUndefined();
    expect(merged.common).toBe(en.common);
    expect(format('Resend in {seconds} s ({missing})', { seconds: 5 })).toBe('Resend in 5 s ({missing})');
  });
});
