import type { UserRow } from '@portico/core-state/admin';
import type { ReactNode } from 'react';
import type { Formatter } from '../../components/format';
import type { AdminStrings } from '../../localization';
import { UserBadges } from './UserBadges';

/** What the users table shows of one user, as a list of terms: e-mail, status, roles, groups, dates, MFA, source. */
export function UserFacts({ user: u, strings, dates: f }: { user: UserRow; strings: AdminStrings; dates: Formatter }) {
  const s = strings.users;
  const d = s.detail;
  const none = strings.common.none;
  const list = (v: string[]) => (v.length ? v.join(', ') : none);
  const active = !u.pendingActivation && !u.isDisabled && !u.temporaryExpirationDate;
  const facts: Array<[key: string, term: string, value: ReactNode]> = [
    ['email', d.email, u.email],
    ['status', d.status, active ? d.active : <UserBadges user={u} strings={strings} dates={f} />],
    ['roles', s.columns.roles, list(u.roles.map((r) => r.name))],
    ['groups', s.columns.groups, list(u.groups)],
    ['createdAt', s.columns.joinedAt, f.dateTime(u.joinedAt, none)],
    ['lastLogin', s.columns.lastSeen, f.dateTime(u.lastSeen, none)],
    ...(u.mfaEnrolled === undefined ? [] : [['mfa', d.mfa, u.mfaEnrolled ? d.mfaEnrolled : d.mfaNotEnrolled] as [string, string, ReactNode]]),
    ['managedBy', s.columns.managedBy, strings.provisioning.managedBy[u.managedBy as keyof typeof strings.provisioning.managedBy] ?? u.managedBy],
  ];
  return (
    <dl className="portico-admin-user-facts">
      {facts.map(([key, term, value]) => (
        <div key={key} className="portico-admin-user-fact" data-fact={key}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
