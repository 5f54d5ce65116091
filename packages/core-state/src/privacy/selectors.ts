import type { MfaDevices, Session } from '@portico/rest-api/users';
import { memoSelector } from '../shared/memo';
import type { MfaDeviceRow, PrivacyState } from './types';

/** Sessions with the current one first, then newest first. */
const time = (x: Session) => (x.createdAt ? Date.parse(x.createdAt) || 0 : 0);
export const selectSessions = memoSelector(
  (s: PrivacyState) => [s.sessions.data] as const,
  (data): Session[] => [...data].sort((a, b) => Number(!!b.current) - Number(!!a.current) || time(b) - time(a)),
);

/** The session making the calls, if listed. */
export const selectCurrentSession = (s: PrivacyState): Session | undefined => s.sessions.data.find((x) => x.current);

/** Whether there are sessions besides the current one (enables "revoke all others"). */
export const selectHasOtherSessions = (s: PrivacyState): boolean => s.sessions.data.some((x) => !x.current);

/** Every MFA device in one flat list. */
export function mfaDeviceRows(devices: MfaDevices | null): MfaDeviceRow[] {
  if (!devices) return [];
  return [
    ...(devices.authenticators ?? []).map((d) => ({ kind: 'authenticator' as const, id: d.id, removable: true })),
    ...(devices.phones ?? []).map((d) => ({ kind: 'sms' as const, id: d.id, label: d.phoneNumber, removable: true })),
    ...(devices.webauthn ?? []).map((d) => ({ kind: 'webauthn' as const, id: d.id, removable: true, ...(d.name ? { label: d.name } : {}) })),
    ...(devices.emails ?? []).map((d) => ({ kind: 'email' as const, id: d.email, label: d.email, removable: false })),
  ];
}

/** The MFA devices of the loaded state, flat. */
export const selectMfaDevices = memoSelector((s: PrivacyState) => [s.mfa.data] as const, mfaDeviceRows);

/** Whether the user has any MFA device. */
export const selectMfaEnrolled = (s: PrivacyState): boolean => mfaDeviceRows(s.mfa.data).length > 0;
