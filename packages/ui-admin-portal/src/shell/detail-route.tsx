import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { SectionRouteContext } from './section-route';
import { ShellReadyContext } from './ShellReady';

/** Where a section with detail views is: its list, or one entity's own address (`/admin/roles/{id}`), and how to move. */
export interface DetailRoute {
  /** The entity the address names (decoded), if any. */
  id: string | undefined;
  /** The address of an entity (undefined in memory mode: no address to open). */
  href(id: string): string | undefined;
  /** The list's address. */
  listHref: string | undefined;
  /** Opens an entity from the list. */
  open(id: string): void;
  /** Back to the list: history back when the list opened this entity, else the list replaces the entity's address. */
  close(): void;
}

/** Given by {@link DetailRoutes}. */
export const DetailRouteContext = createContext<DetailRoute | null>(null);

/** The section's detail route; null outside it (a row rendered elsewhere). */
export const useDetailRoute = (): DetailRoute | null => useContext(DetailRouteContext);

/** A path segment as the id it names; a segment that is not valid percent-encoding is taken as written. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A section's list at its own address and one entity at the section's sub-path (`/admin/users/{id}`). Both live in the
 * section's chunk, so a link to one entity loads nothing more than the list would.
 */
export function DetailRoutes({ list, detail }: { list: ReactNode; detail(id: string): ReactNode }) {
  const section = useContext(SectionRouteContext);
  const shell = useContext(ShellReadyContext);
  // Whether the open entity was opened from the list in this page: closing then goes back in history, not forward.
  const fromList = useRef(false);
  const segment = section?.tab;
  const value = useMemo<DetailRoute>(() => {
    // The heading of the view that comes takes focus, as after a click in the navigation.
    const move = (to: string, options?: { replace?: boolean }) => {
      if (shell) shell.focusNext.current = true;
      section?.go(to, options);
    };
    return {
      id: segment ? decodeSegment(segment) : undefined,
      href: (id) => section?.href(encodeURIComponent(id)),
      listHref: section?.href(''),
      open: (id) => {
        fromList.current = true;
        move(encodeURIComponent(id));
      },
      close: () => {
        if (fromList.current && section?.href('') !== undefined) {
          fromList.current = false;
          if (shell) shell.focusNext.current = true;
          return history.back();
        }
        move('', { replace: true });
      },
    };
  }, [section, segment, shell]);
  return <DetailRouteContext.Provider value={value}>{value.id === undefined ? list : detail(value.id)}</DetailRouteContext.Provider>;
}
