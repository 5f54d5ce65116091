import { useState } from 'react';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { Dialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { MfaEnrol } from './MfaEnrol';
import { useDisableMfaDialog, useMfaDevices } from './usePrivacySection';

/** MFA devices: which are enrolled, adding one of each allowed kind; turning one (or all) off asks for a code. */
export function MfaTab() {
  const { strings } = useAdmin();
  const s = strings.privacy;
  const { devices, enrolled, load, openDisableMfa } = useMfaDevices();
  return (
    <div className="portico-admin-tab-content" data-tab-content="mfa">
      <Notices error={load.status === 'error' ? load.error : undefined} />
      <p className="portico-admin-muted" data-mfa-enrolled={enrolled}>{enrolled ? s.mfaEnrolled : s.mfaNotEnrolled}</p>
      <ul className="portico-admin-devices">
        {devices.map((d) => (
          <li key={`${d.kind}-${d.id}`} className="portico-admin-device" data-kind={d.kind}>
            <span>{s.deviceKinds[d.kind]}{d.label ? ` · ${d.label}` : ''}</span>
            {d.removable && (
              <Button variant="secondary" onClick={() => openDisableMfa({ kind: d.kind, id: d.id })}>{format(s.disable, { device: s.deviceKinds[d.kind] })}</Button>
            )}
          </li>
        ))}
      </ul>
      {enrolled && <Button variant="secondary" data-danger className="portico-admin-mfa-disable-all" onClick={() => openDisableMfa({ kind: 'all' })}>{s.disableAll}</Button>}
      <MfaEnrol />
      <DisableMfaDialog />
    </div>
  );
}

function DisableMfaDialog() {
  const { strings } = useAdmin();
  const s = strings.privacy;
  const { state, closeDialog, disableMfa, startDisableSms } = useDisableMfaDialog();
  const [code, setCode] = useState('');
  const target = state.target;
  const needsCode = target?.kind !== 'webauthn';
  const sms = target?.kind === 'sms';
  return (
    <Dialog name="disableMfa" state={state} onClose={() => (setCode(''), closeDialog('disableMfa'))} title={format(s.disableDialog.title, { device: target ? s.deviceKinds[target.kind] : '' })}>
      <form className="portico-admin-form" noValidate onSubmit={(e) => (e.preventDefault(), void disableMfa(needsCode ? code.trim() : undefined).then((ok) => ok && setCode('')))}>
        {sms && !target?.otcToken && <Button variant="secondary" onClick={() => target?.id && void startDisableSms(target.id)}>{s.disableDialog.sendSms}</Button>}
        {needsCode && <TextField label={sms ? s.disableDialog.smsCode : s.disableDialog.code} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />}
        <div className="portico-admin-dialog-actions">
          <Button type="submit" loading={state.status === 'loading'}>{s.disableDialog.submit}</Button>
        </div>
      </form>
    </Dialog>
  );
}
