import { useState } from 'react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { Dialog } from '../../components/Dialog';
import { SelectField } from '../../components/fields';
import { useGroupDialog } from './useGroupsSection';

/** Add and remove a group's members and roles. */
export function MembersDialog() {
  const { strings } = useAdmin();
  const s = strings.groups;
  const { state, group, users, roles, ...g } = useGroupDialog('members');
  const [userId, setUserId] = useState('');
  const [roleId, setRoleId] = useState('');
  const busy = state.status === 'loading';
  const members = group?.users ?? [];
  const groupRoles = group?.roles ?? [];
  // A membership call closes the store dialog on success; the admin usually goes on, so it is reopened.
  const keep = (id: string, p: Promise<boolean>, then?: () => void) => void p.then((ok) => ok && (g.openDialog('members', id), then?.()));
  return (
    <Dialog name="groupMembers" state={state} onClose={() => g.closeDialog('members')} title={format(s.membersTitle, { name: group?.name ?? '' })}>
      {group && (
        <div className="portico-admin-form">
          <h3 className="portico-admin-subtitle">{s.form.users}</h3>
          <ul className="portico-admin-chips">
            {members.length === 0 && <li className="portico-admin-muted">{s.noMembers}</li>}
            {members.map((u) => (
              <li key={u.id} className="portico-admin-chip">
                {u.name || u.email}
                <button type="button" className="portico-admin-chip-remove" disabled={busy} aria-label={format(s.removeUser, { name: u.name || u.email || '' })} onClick={() => keep(group.id, g.removeUsers(group.id, [u.id]))}><span aria-hidden="true">×</span></button>
              </li>
            ))}
          </ul>
          <div className="portico-admin-inline">
            <SelectField label={s.addUser} value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="" />
              {users.filter((u) => !members.some((m) => m.id === u.id)).map((u) => <option key={u.id} value={u.id}>{u.name || u.email}</option>)}
            </SelectField>
            <Button variant="secondary" disabled={!userId || busy} onClick={() => keep(group.id, g.addUsers(group.id, [userId]), () => setUserId(''))}>{s.addUser}</Button>
          </div>
          <h3 className="portico-admin-subtitle">{s.form.roles}</h3>
          <ul className="portico-admin-chips">
            {groupRoles.length === 0 && <li className="portico-admin-muted">{s.noRoles}</li>}
            {groupRoles.map((r) => (
              <li key={r.id} className="portico-admin-chip">
                {r.name || r.key}
                <button type="button" className="portico-admin-chip-remove" disabled={busy} aria-label={format(s.removeRole, { name: r.name || r.key || '' })} onClick={() => keep(group.id, g.removeRoles(group.id, [r.id]))}><span aria-hidden="true">×</span></button>
              </li>
            ))}
          </ul>
          <div className="portico-admin-inline">
            <SelectField label={s.addRole} value={roleId} onChange={(e) => setRoleId(e.target.value)}>
              <option value="" />
              {roles.filter((r) => !groupRoles.some((m) => m.id === r.id)).map((r) => <option key={r.id} value={r.id}>{r.name || r.key}</option>)}
            </SelectField>
            <Button variant="secondary" disabled={!roleId || busy} onClick={() => keep(group.id, g.addRoles(group.id, [roleId]), () => setRoleId(''))}>{s.addRole}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
