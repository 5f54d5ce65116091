import type { Role } from './types';
import { useAdmin } from '../../context';
import { PortalLink } from '../../shell/PortalLink';
import { useDetailRoute } from '../../shell/detail-route';

/** The role's name in the table (with its default badge): a real link to the role's own address. */
export function RoleNameLink({ role: r }: { role: Role }) {
  const { strings } = useAdmin();
  const route = useDetailRoute();
  const badge = r.isDefault && <span className="portico-admin-badge" data-badge="default">{strings.roles.default}</span>;
  if (!route) return <span className="portico-admin-role-name">{r.name}{badge}</span>;
  return (
    <>
      <PortalLink href={route.href(r.id)} onActivate={() => route.open(r.id)} className="portico-admin-role-name portico-admin-link" data-role-id={r.id}>{r.name}</PortalLink>
      {badge}
    </>
  );
}
