import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Spinner, TitleScope } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { PortalLink } from '../../shell/PortalLink';
import { useDetailRoute } from '../../shell/detail-route';
import { ReadOnlyNote } from '../../access';
import { RoleActions } from './RoleActions';
import { LazyRoleDialogs } from './dialogs';
import { RoleFacts } from './RoleFacts';
import { useRoleActionError } from './useRolesSection';
import { useRoleDetail } from './useRoleDetail';

/** One role's own page (`/admin/roles/{id}`): its facts, the permissions it holds, its actions, the way back. */
export function RoleDetail({ roleId }: { roleId: string }) {
  const { strings } = useAdmin();
  const route = useDetailRoute();
  const s = strings.roles;
  const { role, status, error, load } = useRoleDetail(roleId);
  const actionError = useRoleActionError();
  // Deleted from here: its page is gone, back to the list.
  const shown = useRef(false);
  useEffect(() => {
    if (status === 'ready') shown.current = true;
    else if (status === 'missing' && shown.current) route?.close();
  }, [status, route]);
  const back = (
    <p className="portico-admin-detail-back">
      <PortalLink href={route?.listHref} onActivate={() => route?.close()} className="portico-admin-link">{s.detail.back}</PortalLink>
    </p>
  );
  const page = (state: string, children: ReactNode) => (
    <div className="portico-admin-section portico-admin-role-detail" data-section-id="roles" data-role-id={role?.id} data-status={state}>
      {back}
      {children}
    </div>
  );
  if (status === 'ready' && role) {
    return (
      <TitleScope title={role.name}>
        {page('ready', (
          <>
            <SectionHeader title={role.name} description={role.description} actions={<RoleActions role={role} />} />
            <ReadOnlyNote action="roles.write" />
            <Notices error={actionError} />
            <RoleFacts role={role} />
            <LazyRoleDialogs />
          </>
        ))}
      </TitleScope>
    );
  }
  if (status === 'missing') {
    return <TitleScope title={s.detail.notFound}>{page('missing', <SectionHeader title={s.detail.notFound} description={s.detail.notFoundBody} />)}</TitleScope>;
  }
  if (status === 'error') {
    return page('error', (
      <>
        <SectionHeader title={s.title} />
        <Notices error={error} />
        <Button variant="secondary" onClick={load}>{strings.common.retry}</Button>
      </>
    ));
  }
  return page('loading', <div className="portico-admin-loading"><Spinner label={strings.common.loading} /></div>);
}
