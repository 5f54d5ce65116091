import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The MFA settings store's enrolment actions, taken from the store by name. */
export function useMfaEnrolActions() {
  const { portico } = useAdmin();
  const { reset, enrollAuthenticator, enrollWebAuthn, enrollSms, verifyEnrollment, verifySmsEnrollment } = portico.mfaSettings.getState();
  return { reset, enrollAuthenticator, enrollWebAuthn, enrollSms, verifyEnrollment, verifySmsEnrollment };
}

/** Whether an enrolment request is running. */
export function useMfaEnrolLoading() {
  const { portico } = useAdmin();
  return useStore(portico.mfaSettings, (st) => st.loading);
}

/**
 * The enrol buttons' state: strategies (loaded on mount), devices, step and the listed devices of Privacy → MFA,
 * which load again once an enrolment reaches its recovery code (a finished enrolment shows in the list at once).
 */
export function useMfaEnrol() {
  const { portico, admin } = useAdmin();
  const store = portico.mfaSettings;
  useLoadOnMount(() => store.getState().loadStrategies(), [store]);
  const strategies = useStore(store, (st) => st.strategies);
  const devices = useStore(store, (st) => st.devices);
  const step = useStore(store, (st) => st.step);
  const loading = useStore(store, (st) => st.loading);
  const error = useStore(store, (st) => st.error);
  const listed = useStore(admin.privacy, (st) => st.mfa.data);
  useLoadOnMount(() => step === 'recoveryCode' && admin.privacy.getState().loadMfaDevices(), [step, admin.privacy]);
  return { strategies, devices, step, loading, error, listed, ...useMfaEnrolActions() };
}

/** The enrol dialog's step and what it shows (QR code, secret, phone, recovery code). */
export function useEnrolStep() {
  const { portico } = useAdmin();
  const store = portico.mfaSettings;
  const step = useStore(store, (st) => st.step);
  const qrCodeUri = useStore(store, (st) => st.qrCodeUri);
  const secret = useStore(store, (st) => st.secret);
  const sms = useStore(store, (st) => st.sms);
  const recoveryCode = useStore(store, (st) => st.recoveryCode);
  const loading = useStore(store, (st) => st.loading);
  const error = useStore(store, (st) => st.error);
  return { step, qrCodeUri, secret, sms, recoveryCode, loading, error, ...useMfaEnrolActions() };
}
