import type { UserRow } from '@portico/core-state/admin';
import type { Formatter } from '../../components/format';
import { format, type AdminStrings } from '../../localization';

/** A user's status badges (pending activation, disabled, temporary until …), in the table and on the user's page. */
export function UserBadges({ user: u, strings: s, dates: f }: { user: UserRow; strings: AdminStrings; dates: Formatter }) {
  return (
    <span className="portico-admin-badges">
      {u.pendingActivation && <span className="portico-admin-badge" data-badge="pending">{s.users.pendingActivation}</span>}
      {u.isDisabled && <span className="portico-admin-badge" data-badge="disabled">{s.users.disabled}</span>}
      {u.temporaryExpirationDate && <span className="portico-admin-badge" data-badge="temporary">{format(s.users.temporary, { date: f.date(u.temporaryExpirationDate) })}</span>}
    </span>
  );
}
