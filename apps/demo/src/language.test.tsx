import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, preferredLanguage, useLanguage } from './language';
import { Header } from './layout/Header';

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

function Probe() {
  const { language, strings, login } = useLanguage();
  return <p data-testid="probe">{`${language} ${strings.skipToContent} ${login?.strings.login.title ?? 'built-in'}`}</p>;
}

describe('the demo language', () => {
  it('prefers the stored choice, then the browser languages, then English', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'he-IL'] });
    expect(preferredLanguage()).toBe('he');
    localStorage.setItem('portico-demo:language', 'en');
    expect(preferredLanguage()).toBe('en');
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, languages: ['de'] });
    expect(preferredLanguage()).toBe('en');
  });

  it('the header choice switches the strings and the login box locale, sets lang and dir, and is kept', async () => {
    render(
      <MemoryRouter>
        <Header />
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('en Skip to content built-in');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('he דילוג לתוכן התחברות'));
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'rtl']);
    expect(localStorage.getItem('portico-demo:language')).toBe('he');
    expect(screen.getByRole('combobox', { name: 'שפה' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'פורטל מתארח' }).getAttribute('href')).toBe('/oauth/portal?ui_locales=he');
  });
});
