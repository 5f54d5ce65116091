import { createContext, useContext, useState } from 'react';
import { tabPath } from './routes';

/** What the shell tells the open section about its address: the tab segment, and how to link and move to a tab. */
export interface SectionRoute {
  /** The tab segment of the address (`custom-login`), if any. */
  tab?: string;
  href(tab: string): string | undefined;
  go(tab: string, options?: { replace?: boolean }): void;
}

/** Given by `AdminPortal` around the open section. */
export const SectionRouteContext = createContext<SectionRoute | null>(null);

/** A section's selected tab and how to change it. */
export interface RoutedTab<T extends string> {
  selected: T | undefined;
  /** `replace`: the arrow keys move along the tabs without leaving one history entry per key press. */
  select(id: T, options?: { replace?: boolean }): void;
  href(id: T): string | undefined;
}

/**
 * The tab of `ids` the address names (`/admin/account/custom-login`), else the first; selecting one moves the address.
 * An unknown tab segment shows the first tab and keeps the address (a tab may appear later, e.g. passkeys).
 */
export function useRoutedTab<T extends string>(ids: readonly T[]): RoutedTab<T> {
  const route = useContext(SectionRouteContext);
  const [own, setOwn] = useState<T>();
  const named = route ? ids.find((id) => tabPath(id) === route.tab) : own;
  return {
    selected: named !== undefined && ids.includes(named) ? named : ids[0],
    select: (id, options) => (route ? route.go(tabPath(id), options) : setOwn(id)),
    href: (id) => route?.href(tabPath(id)),
  };
}
