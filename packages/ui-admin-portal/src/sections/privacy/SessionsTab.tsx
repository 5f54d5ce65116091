import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { isPending, type selectSessions } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { useFormatter } from '../../components/format';
import { Notices } from '../../components/Notice';
import { SessionLimits } from './SessionLimits';
import { useSessionsTab } from './usePrivacySection';

type SessionRow = ReturnType<typeof selectSessions>[number];

/** A short device name from a user agent (browser on OS), else the raw text. */
export function deviceName(ua: string | undefined, unknown: string): string {
  if (!ua) return unknown;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Windows/.test(ua) ? 'Windows' : /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return browser && os ? `${browser} · ${os}` : browser || os || ua.slice(0, 60);
}

/** The user's login sessions, current first and marked; revoke one or every other. */
export function SessionsTab() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.privacy;
  const {
    sessions, load, others, revokeOne, revokeOthers, openRevokeSession, openRevokeOthers, closeDialog, revokeSession, revokeOtherSessions,
  } = useSessionsTab();
  const columns = useMemo<AdminColumnDef<SessionRow>[]>(
    () => [
      {
        id: 'device',
        header: s.sessionColumns.device,
        cell: ({ row: { original: r } }) => (
          <span>
            {deviceName(r.userAgent, s.unknownDevice)}
            {r.current && <span className="portico-admin-badge" data-badge="current">{s.current}</span>}
          </span>
        ),
      },
      { id: 'ipAddress', header: s.sessionColumns.ipAddress, cell: ({ row }) => row.original.ipAddress ?? strings.common.none },
      { id: 'createdAt', header: s.sessionColumns.createdAt, cell: ({ row }) => dates.date(row.original.createdAt, strings.common.none) },
      {
        id: 'actions',
        header: strings.common.actions,
        cell: ({ row: { original: r } }) =>
          r.current ? null : (
            <Button variant="secondary" className="portico-admin-session-revoke" aria-label={format(s.revoke, { device: deviceName(r.userAgent, s.unknownDevice) })} onClick={() => openRevokeSession(r.id)}>
              {s.revokeDialog.submit}
            </Button>
          ),
      },
    ],
    [s, strings, dates, openRevokeSession],
  );
  return (
    <div className="portico-admin-tab-content" data-tab-content="loginSessions">
      <Notices error={load.status === 'error' ? load.error : undefined} />
      <DataTable name="sessions" caption={s.tabs.loginSessions} data={sessions} columns={columns} getRowId={(r) => r.id} loading={isPending(load.status)} />
      <SessionLimits />
      {others && <Button variant="secondary" className="portico-admin-revoke-others" onClick={() => openRevokeOthers()}>{s.revokeOthers}</Button>}
      <ConfirmDialog name="revokeSession" state={revokeOne} onClose={() => closeDialog('revokeSession')} title={s.revokeDialog.title} description={s.revokeDialog.body} submitLabel={s.revokeDialog.submit} danger onConfirm={() => revokeOne.target && void revokeSession(revokeOne.target)} />
      <ConfirmDialog name="revokeOthers" state={revokeOthers} onClose={() => closeDialog('revokeOthers')} title={s.revokeOthersDialog.title} description={s.revokeOthersDialog.body} submitLabel={s.revokeOthersDialog.submit} danger onConfirm={() => void revokeOtherSessions()} />
    </div>
  );
}
