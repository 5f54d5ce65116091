import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedLanguage } from './language';

// The server's vitest runs in node: the page's document, address and browser languages are stubbed per case.
function page(href: string, languages: string[], templateLang = 'en') {
  const documentElement = { lang: templateLang, dir: '' };
  vi.stubGlobal('document', { documentElement });
  vi.stubGlobal('location', { href });
  vi.stubGlobal('navigator', { languages });
  return documentElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hostedLanguage', () => {
  it('takes ui_locales from the authorize URL the hosted login returns to, before the browser', () => {
    const authorize = 'http://x.test/frontegg/oauth/authorize?client_id=c&ui_locales=he';
    const root = page(`http://x.test/oauth/account/login?redirectUrl=${encodeURIComponent(authorize)}`, ['en-US']);
    expect(hostedLanguage()).toBe('he');
    expect(root).toEqual({ lang: 'he', dir: 'rtl' });
  });

  it('follows the browser (Accept-Language) without ui_locales, and ui_locales of the page itself first', () => {
    page('http://x.test/oauth/portal', ['he-IL', 'en']);
    expect(hostedLanguage()).toBe('he');
    page('http://x.test/oauth/portal?ui_locales=en', ['he-IL']);
    expect(hostedLanguage()).toBe('en');
  });

  it("falls back to the template's lang (the vendor's default) when nothing asked for is offered", () => {
    const root = page('http://x.test/oauth/account/login?ui_locales=fr', ['de-DE'], 'he');
    expect(hostedLanguage()).toBe('he');
    expect(root.dir).toBe('rtl');
    const english = page('http://x.test/oauth/account/login', ['fr']);
    expect(hostedLanguage()).toBe('en');
    expect(english).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
