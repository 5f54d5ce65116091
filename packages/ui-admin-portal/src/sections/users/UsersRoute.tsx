import { useContext, useMemo, useRef } from 'react';
import { SectionRouteContext } from '../../shell/section-route';
import { ShellReadyContext } from '../../shell/ShellReady';
import UsersSection from './UsersSection';
import { UserDetail } from './UserDetail';
import { decodeSegment, UserRouteContext, type UserRoute } from './user-route';

/**
 * The users section's chunk: the table at `/admin/users`, one user at `/admin/users/{id}` (the section's sub-path).
 * Both live in this chunk, so a link to one user loads nothing more than the list would.
 */
export default function UsersRoute() {
  const section = useContext(SectionRouteContext);
  const shell = useContext(ShellReadyContext);
  // Whether the open user was opened from the list in this page: closing then goes back in history, not forward.
  const fromList = useRef(false);
  const segment = section?.tab;
  const value = useMemo<UserRoute>(() => {
    // The heading of the view that comes takes focus, as after a click in the navigation.
    const move = (to: string, options?: { replace?: boolean }) => {
      if (shell) shell.focusNext.current = true;
      section?.go(to, options);
    };
    return {
      userId: segment ? decodeSegment(segment) : undefined,
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
  return <UserRouteContext.Provider value={value}>{value.userId === undefined ? <UsersSection /> : <UserDetail userId={value.userId} />}</UserRouteContext.Provider>;
}
