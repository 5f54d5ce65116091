import { useId } from 'react';
import { useStrings } from '../context';
import { format } from '../localization';

/** Props of {@link RememberDevice}. */
export interface RememberDeviceProps {
  checked: boolean;
  onChange(checked: boolean): void;
  days?: number | undefined;
}

/** The "remember this device for N days" checkbox of MFA steps. */
export function RememberDevice({ checked, onChange, days }: RememberDeviceProps) {
  const strings = useStrings();
  const id = useId();
  return (
    <div className="portico-remember-device">
      <input id={id} type="checkbox" className="portico-checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{days ? format(strings.mfa.rememberDevice, { days }) : strings.mfa.rememberDeviceNoDays}</label>
    </div>
  );
}
