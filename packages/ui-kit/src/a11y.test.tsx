import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alignInViewport, menuInView, pickLocale, ScrollRegion, setDocumentLanguage, SkipLink, TitleScope, uiLocales, useDocumentTitle, useRovingFocus } from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Titled({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('document titles', () => {
  it('the deepest title wins, scopes end it, the page title closes it and comes back when all unmount', () => {
    document.title = 'Portico demo';
    const { rerender, unmount } = render(
      <TitleScope title="Administration">
        <TitleScope title="Security">
          <Titled title="IP restrictions" />
        </TitleScope>
      </TitleScope>,
    );
    expect(document.title).toBe('IP restrictions · Security · Administration · Portico demo');
    rerender(
      <TitleScope title="Administration">
        <TitleScope title="Users" />
      </TitleScope>,
    );
    expect(document.title).toBe('Users · Administration · Portico demo');
    unmount();
    expect(document.title).toBe('Portico demo');
  });

  it('a screen outside any scope puts its title before the page title; undefined sets nothing', () => {
    document.title = 'Portico demo';
    const { rerender } = render(<Titled title="Sign in" />);
    expect(document.title).toBe('Sign in · Portico demo');
    rerender(<Titled title={undefined} />);
    expect(document.title).toBe('Portico demo');
  });
});

describe('ScrollRegion', () => {
  const table = (
    <ScrollRegion labelledBy="cap" className="wide">
      <table><caption id="cap">Users</caption><tbody><tr><td>a</td></tr></tbody></table>
    </ScrollRegion>
  );

  it('without ResizeObserver it is a focusable region named by the caption', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(table);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toBe('portico-scroll-region wide');
    cleanup();
    render(<ScrollRegion label="Users, table"><table><caption>Users</caption></table></ScrollRegion>);
    expect(screen.getByRole('region', { name: 'Users, table' }).tabIndex).toBe(0);
  });

  it('is a region and a Tab stop only while its content is wider than it', () => {
    let widths = { scrollWidth: 600, clientWidth: 300 };
    let notify = () => {};
    vi.stubGlobal('ResizeObserver', class {
      constructor(cb: () => void) { notify = cb; }
      observe() {}
      disconnect() {}
    });
    const proto = Element.prototype;
    const saved = { sw: Object.getOwnPropertyDescriptor(proto, 'scrollWidth')!, cw: Object.getOwnPropertyDescriptor(proto, 'clientWidth')! };
    for (const key of ['scrollWidth', 'clientWidth'] as const) Object.defineProperty(proto, key, { configurable: true, get: () => widths[key] });
    try {
      render(table);
      expect(screen.getByRole('region', { name: 'Users' }).tabIndex).toBe(0);
      widths = { scrollWidth: 300, clientWidth: 300 };
      act(() => notify());
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.querySelector('.portico-scroll-region')!.hasAttribute('tabindex')).toBe(false);
    } finally {
      Object.defineProperty(proto, 'scrollWidth', saved.sw);
      Object.defineProperty(proto, 'clientWidth', saved.cw);
    }
  });
});

describe('SkipLink', () => {
  it('moves focus to the main heading, made focusable from script only', async () => {
    render(
      <>
        <SkipLink to="main">Skip to content</SkipLink>
        <nav><a href="/x">Elsewhere</a></nav>
        <main id="main" tabIndex={-1}><h1>Users</h1></main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
    await userEvent.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Users' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('prefers an element marked as the skip target, else the main content itself', async () => {
    const { unmount } = render(
      <>
        <SkipLink to="main">Skip to content</SkipLink>
        <main id="main" tabIndex={-1}><h1>Page</h1><h2 data-portico-skip-target tabIndex={-1}>Section</h2></main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Section' }));
    unmount();
    render(<><SkipLink to="content">Skip</SkipLink><div id="content" tabIndex={-1}><p>Loading</p></div></>);
    await userEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(document.activeElement?.id).toBe('content');
  });
});

const IDS = ['profile', 'users', 'groups', 'roles'] as const;
function Nav({ current, dir }: { current: (typeof IDS)[number]; dir?: 'rtl' }) {
  const roving = useRovingFocus(IDS, current);
  return (
    <ul onKeyDown={roving.onKeyDown} dir={dir}>
      {IDS.map((id) => (
        <li key={id}><button ref={roving.ref(id)} tabIndex={roving.tabIndex(id)} onFocus={roving.onFocus(id)}>{id}</button></li>
      ))}
    </ul>
  );
}

describe('useRovingFocus', () => {
  const focused = () => document.activeElement?.textContent;

  it('one Tab stop at the current item; arrows, Home and End move focus; Tab comes back to the last one focused', async () => {
    render(<><Nav current="users" /><button>after</button></>);
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0).map((b) => b.textContent)).toEqual(['users', 'after']);
    await userEvent.tab();
    expect(focused()).toBe('users');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('groups');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('roles');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('roles');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('profile');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('groups');
    await userEvent.tab();
    expect(focused()).toBe('after');
    await userEvent.tab({ shift: true });
    expect(focused()).toBe('groups');
  });

  it('mirrors Left and Right in right-to-left text', () => {
    render(<Nav current="users" dir="rtl" />);
    screen.getByText('users').focus();
    fireEvent.keyDown(screen.getByText('users'), { key: 'ArrowLeft' });
    expect(focused()).toBe('groups');
  });
});

describe('locale negotiation', () => {
  it('takes the first wanted tag the UI has, whole or by language, else undefined', () => {
    expect(pickLocale(['fr-CA', 'he-IL', 'en'], ['en', 'he'])).toBe('he');
    expect(pickLocale(['iw'], ['en', 'he'])).toBe('he');
    expect(pickLocale(['EN-gb'], ['en', 'he'])).toBe('en');
    expect(pickLocale(['de', 'fr'], ['en', 'he'])).toBeUndefined();
  });

  it('reads ui_locales from the address, or from the authorize URL the hosted login returns to', () => {
    expect(uiLocales('http://x.test/oauth/portal?ui_locales=he%20en')).toEqual(['he', 'en']);
    const authorize = 'http://x.test/frontegg/oauth/authorize?client_id=c&ui_locales=he';
    expect(uiLocales(`http://x.test/oauth/account/login?redirectUrl=${encodeURIComponent(authorize)}`)).toEqual(['he']);
    expect(uiLocales('http://x.test/oauth/account/login?redirectUrl=%3A%2F%2Fbad')).toEqual([]);
    expect(uiLocales('http://x.test/oauth/account/login')).toEqual([]);
  });

  it('sets lang and dir on the document', () => {
    setDocumentLanguage('he', 'rtl');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'rtl']);
    setDocumentLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('menus kept in the viewport', () => {
  // jsdom has no layout: the panel's box follows its data-align the way the stylesheet would place it.
  const panelAt = (boxes: Record<string, [number, number]>) => {
    const panel = document.createElement('div');
    panel.getBoundingClientRect = () => {
      const [left, right] = boxes[panel.getAttribute('data-align') ?? 'end']!;
      return { left, right } as DOMRect;
    };
    return panel;
  };
  const width = (w: number) => Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: w });

  it('keeps the default when it fits, flips to the start when the default sticks out, pins between the edges when neither fits', () => {
    width(320);
    const fitting = panelAt({ end: [100, 300], start: [0, 0] });
    alignInViewport(fitting);
    expect(fitting.hasAttribute('data-align')).toBe(false);
    const offLeft = panelAt({ end: [-90, 110], start: [20, 220] });
    alignInViewport(offLeft);
    expect(offLeft.getAttribute('data-align')).toBe('start');
    const neither = panelAt({ end: [-50, 150], start: [180, 380], fit: [8, 312] });
    alignInViewport(neither);
    expect(neither.getAttribute('data-align')).toBe('fit');
  });

  it('places the panel of a <details> menu each time it opens', () => {
    width(320);
    const details = document.createElement('details');
    details.append(document.createElement('summary'), panelAt({ end: [-90, 110], start: [20, 220] }));
    const cleanup = menuInView(details);
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(details.lastElementChild!.getAttribute('data-align')).toBe('start');
    cleanup?.();
  });
});
