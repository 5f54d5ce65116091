import { useEffect } from 'react';
import { Button, Spinner, TitleScope } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { useFormatter } from '../../components/format';
import { PortalLink } from '../../shell/PortalLink';
import { UserActions } from './UserActions';
import { LazyUserDialogs } from './dialogs';
import { UserFacts } from './UserFacts';
import { useDetailRoute } from '../../shell/detail-route';
import { useUserDetail } from './useUserDetail';

/** One user's own page (`/admin/users/{id}`): what the table shows of them, the table's actions, the way back. */
export function UserDetail({ userId }: { userId: string }) {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const route = useDetailRoute();
  const s = strings.users;
  const { opened, user, notice, rowError, openUser } = useUserDetail(userId);
  // Removed from here: its page is gone, back to the list.
  useEffect(() => {
    if (opened.status === 'removed' && opened.id === userId) route?.close();
  }, [opened.status, opened.id, userId, route]);
  const current = opened.id === userId ? opened.status : 'loading';
  const back = (
    <p className="portico-admin-user-back">
      <PortalLink href={route?.listHref} onActivate={() => route?.close()} className="portico-admin-link">{s.detail.back}</PortalLink>
    </p>
  );
  if (current === 'ready' && user) {
    const name = user.name || user.email;
    return (
      <TitleScope title={name}>
        <div className="portico-admin-section portico-admin-user-detail" data-section-id="users" data-user-id={user.id} data-status="ready">
          {back}
          <SectionHeader title={name} description={user.email} actions={<UserActions user={user} />} />
          <Notices success={notice ? s.notices[notice] : undefined} error={rowError} />
          <UserFacts user={user} strings={strings} dates={dates} />
          <LazyUserDialogs />
        </div>
      </TitleScope>
    );
  }
  if (current === 'missing') {
    return (
      <TitleScope title={s.detail.notFound}>
        <div className="portico-admin-section portico-admin-user-detail" data-section-id="users" data-status="missing">
          {back}
          <SectionHeader title={s.detail.notFound} description={s.detail.notFoundBody} />
        </div>
      </TitleScope>
    );
  }
  if (current === 'error') {
    return (
      <div className="portico-admin-section portico-admin-user-detail" data-section-id="users" data-status="error">
        {back}
        <SectionHeader title={s.title} />
        <Notices error={opened.error} />
        <Button variant="secondary" onClick={() => void openUser(userId)}>{strings.common.retry}</Button>
      </div>
    );
  }
  return (
    <div className="portico-admin-section portico-admin-user-detail" data-section-id="users" data-status="loading">
      {back}
      <div className="portico-admin-loading"><Spinner label={strings.common.loading} /></div>
    </div>
  );
}
