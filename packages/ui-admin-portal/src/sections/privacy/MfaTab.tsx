import { useEffect, useState } from 'react';
import { selectMfaDevices, selectMfaEnrolled } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { Dialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { MfaEnrol } from './MfaEnrol';

/** MFA devices: which are enrolled, adding one of each allowed kind; turning one (or all) off asks for a code. */
export function MfaTab() {
  const { admin, strings } = useAdmin();
  const s = strings.privacy;
  const store = admin.privacy;
  const devices = useStore(store, selectMfaDevices);
  const enrolled = useStore(store, selectMfaEnrolled);
  const load = useStore(store, (st) => st.mfa);
  useEffect(() => void store.getState().loadMfaDevices(), [store]);
  return (
    <div className="portico-admin-tab-content" data-tab-content="mfa">
      <Notices error={load.status === 'error' ? load.error : undefined} />
      <p className="portico-admin-muted" data-mfa-enrolled={enrolled}>{enrolled ? s.mfaEnrolled : s.mfaNotEnrolled}</p>
      <ul className="portico-admin-devices">
        {devices.map((d) => (
          <li key={`${d.kind}-${d.id}`} className="portico-admin-device" data-kind={d.kind}>
            <span>{s.deviceKinds[d.kind]}{d.label ? ` · ${d.label}` : ''}</span>
            {d.removable && (
              <Button variant="secondary" onClick={() => store.getState().openDisableMfa({ kind: d.kind, id: d.id })}>{format(s.disable, { device: s.deviceKinds[d.kind] })}</Button>
            )}
          </li>
        ))}
      </ul>
      {enrolled && <Button variant="secondary" data-danger className="portico-admin-mfa-disable-all" onClick={() => store.getState().openDisableMfa({ kind: 'all' })}>{s.disableAll}</Button>}
      <MfaEnrol />
      <DisableMfaDialog />
    </div>
  );
}

function DisableMfaDialog() {
  const { admin, strings } = useAdmin();
  const s = strings.privacy;
  const store = admin.privacy;
  const state = useStore(store, (st) => st.dialogs.disableMfa);
  const [code, setCode] = useState('');
  const target = state.target;
  const needsCode = target?.kind !== 'webauthn';
  const sms = target?.kind === 'sms';
  return (
    <Dialog name="disableMfa" state={state} onClose={() => (setCode(''), store.getState().closeDialog('disableMfa'))} title={format(s.disableDialog.title, { device: target ? s.deviceKinds[target.kind] : '' })}>
      <form className="portico-admin-form" noValidate onSubmit={(e) => (e.preventDefault(), void store.getState().disableMfa(needsCode ? code.trim() : undefined).then((ok) => ok && setCode('')))}>
        {sms && !target?.otcToken && <Button variant="secondary" onClick={() => target?.id && void store.getState().startDisableSms(target.id)}>{s.disableDialog.sendSms}</Button>}
        {needsCode && <TextField label={sms ? s.disableDialog.smsCode : s.disableDialog.code} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />}
        <div className="portico-admin-dialog-actions">
          <Button type="submit" loading={state.status === 'loading'}>{s.disableDialog.submit}</Button>
        </div>
      </form>
    </Dialog>
  );
}
