import { useState } from 'react';
import type { IpRestrictionsConfig } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { format } from '../../../localization';
import { ConfirmDialog } from '../../../components/Dialog';
import { Notices } from '../../../components/Notice';
import { useIpConfig } from './useIpRestrictions';

const MODES = ['ALLOW', 'BLOCK'] as const;

/** Active toggle and mode switch; a change that would refuse the admin's own address asks first (lock-out warning). */
export function IpConfigCard() {
  const { strings } = useAdmin();
  const s = strings.restrictions.ip;
  const { config, save, myIp, self, configLocksMeOut, saveIpConfig, addMyIp } = useIpConfig();
  const [pending, setPending] = useState<IpRestrictionsConfig | null>(null);
  const request = async (next: IpRestrictionsConfig) => {
    if (await configLocksMeOut(next)) setPending(next);
    else void saveIpConfig(next);
  };
  const passes = config.strategy === 'ALLOW' ? self.allowed : self.notBlocked;
  return (
    <div className="portico-admin-card portico-admin-restrictions__config" data-ip-active={config.isActive} data-ip-mode={config.strategy}>
      <label className="portico-admin-checkbox portico-admin-restrictions__active">
        <input type="checkbox" className="portico-checkbox" checked={config.isActive} disabled={save.status === 'loading'}
          onChange={(e) => void request({ ...config, isActive: e.currentTarget.checked })} />
        {s.active}
      </label>
      <fieldset className="portico-admin-checkboxes portico-admin-restrictions__mode">
        <legend className="portico-field-label">{s.mode}</legend>
        {MODES.map((m) => (
          <label key={m} className="portico-admin-checkbox">
            <input type="radio" name="ip-mode" value={m} checked={config.strategy === m} disabled={save.status === 'loading'}
              onChange={() => void request({ ...config, strategy: m })} />
            {s.modes[m]}
          </label>
        ))}
      </fieldset>
      {myIp && (
        <p className="portico-admin-restrictions__my-ip" data-passes={passes === undefined ? undefined : String(passes)}>
          {format(s.myIp, { ip: myIp })} {passes === undefined ? '' : passes ? s.selfOk : s.selfRefused}
        </p>
      )}
      {config.strategy === 'ALLOW' && myIp && (
        <Button variant="secondary" className="portico-admin-restrictions__add-my-ip" loading={save.status === 'loading'} onClick={() => void addMyIp()}>{s.addMyIp}</Button>
      )}
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' ? save.error : undefined} />
      <ConfirmDialog
        name="ipLockout"
        state={{ status: pending ? (save.status === 'loading' ? 'loading' : 'open') : 'closed' }}
        onClose={() => setPending(null)}
        title={s.lockout.title}
        description={format(s.lockout.body, { ip: myIp ?? '' })}
        submitLabel={s.lockout.confirm}
        danger
        onConfirm={() => pending && void saveIpConfig(pending).then(() => setPending(null))}
      />
    </div>
  );
}
