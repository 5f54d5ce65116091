import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The titles of the scopes around a component, innermost first, and how deep it sits. */
interface Scope {
  parts: readonly string[];
  depth: number;
}

const TitleContext = createContext<Scope>({ parts: [], depth: 0 });

// Every mounted title, with its depth: the deepest (the latest among equals) is the document's. The page's own title
// (the host's, read when the first one mounts) ends every title and comes back when the last one unmounts.
const mounted: Array<{ depth: number; text: string }> = [];
let original = '';

const show = () => {
  const top = mounted.reduce<(typeof mounted)[number] | undefined>((best, t) => (!best || t.depth >= best.depth ? t : best), undefined);
  document.title = top ? [top.text, original].filter(Boolean).join(' · ') : original;
};

/**
 * Sets `document.title` while the calling component is mounted: `title`, then the titles of the {@link TitleScope}s
 * around it, then the page's own title, joined by " · " (e.g. "Users · Administration · Portico demo"). The deepest
 * caller wins, so a tab's title beats its section's. `undefined` sets nothing.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { parts, depth } = useContext(TitleContext);
  const text = title ? [title, ...parts].join(' · ') : undefined;
  useEffect(() => {
    if (!text || typeof document === 'undefined') return;
    if (!mounted.length) original = document.title;
    const entry = { depth: depth + 1, text };
    mounted.push(entry);
    show();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      show();
    };
  }, [text, depth]);
}

/** Names a part of the page (the admin portal, a section): titles set inside it end with `title`; it sets its own too. */
export function TitleScope({ title, children }: { title: string; children?: ReactNode }) {
  const scope = useContext(TitleContext);
  useDocumentTitle(title);
  return <TitleContext.Provider value={{ parts: [title, ...scope.parts], depth: scope.depth + 1 }}>{children}</TitleContext.Provider>;
}
