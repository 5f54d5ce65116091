import type { UserRow } from '@portico/core-state/admin';
import { PortalLink } from '../../shell/PortalLink';
import { useDetailRoute } from '../../shell/detail-route';

/** The user's name in the table: a real link to the user's own address (opens in a new tab too). */
export function UserNameLink({ user }: { user: UserRow }) {
  const route = useDetailRoute();
  const name = user.name || user.email;
  if (!route) return <span className="portico-admin-user-name">{name}</span>;
  return (
    <PortalLink href={route.href(user.id)} onActivate={() => route.open(user.id)} className="portico-admin-user-name portico-admin-link" data-user-id={user.id}>
      {name}
    </PortalLink>
  );
}
