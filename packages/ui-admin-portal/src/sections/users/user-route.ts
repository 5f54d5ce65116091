import { createContext, useContext } from 'react';

/** Where the users section is: the list, or one user's own address (`/admin/users/{id}`), and how to move between them. */
export interface UserRoute {
  /** The user the address names (decoded), if any. */
  userId: string | undefined;
  /** The address of a user (undefined in memory mode: no address to open). */
  href(userId: string): string | undefined;
  /** The list's address. */
  listHref: string | undefined;
  /** Opens a user from the list. */
  open(userId: string): void;
  /** Back to the list: history back when the list opened this user, else the list replaces the user's address. */
  close(): void;
}

/** Given by the users section's route (`UsersRoute`). */
export const UserRouteContext = createContext<UserRoute | null>(null);

/** The users section's route; null outside it (a row rendered elsewhere). */
export const useUserRoute = (): UserRoute | null => useContext(UserRouteContext);

/** A path segment as the user id it names; a segment that is not valid percent-encoding is taken as written. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
