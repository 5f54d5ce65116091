import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../context';

/**
 * Shown when the server refused a credential change for a stale sign-in (its step-up answer): with a second factor,
 * the step-up (which comes back to this page); without one, a fresh sign-in is what the server accepts.
 */
export function StepUpPrompt() {
  const { portico, strings } = useAdmin();
  const s = strings.stepUp;
  const required = useStore(portico.stepUp, (st) => st.required);
  const mfa = useStore(portico.auth, (st) => st.user?.mfaEnrolled === true);
  if (!required) return null;
  const dismiss = () => portico.stepUp.setState({ required: undefined });
  const go = () => {
    dismiss();
    if (mfa) portico.stepUp.getState().redirectToStepUp(required);
    else void portico.logout.getState().logout();
  };
  return (
    <div className="portico-admin-step-up mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" role="alert">
      <p className="portico-admin-step-up__text m-0">{s.body}</p>
      <div className="portico-admin-step-up__actions flex flex-wrap gap-2">
        <Button className="portico-admin-step-up__verify w-auto" onClick={go}>{mfa ? s.verify : s.signInAgain}</Button>
        <Button variant="secondary" className="portico-admin-step-up__dismiss w-auto" onClick={dismiss}>{s.dismiss}</Button>
      </div>
    </div>
  );
}
