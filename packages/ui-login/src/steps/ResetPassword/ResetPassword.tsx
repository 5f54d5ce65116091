import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useResetPasswordState } from '../../hooks';

/** Reset-password link target: new password + confirmation, then a link back to sign in. */
export default function ResetPassword() {
  const { strings, paths } = useLoginBox();
  const { step, loading, error, reset } = useResetPasswordState();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const s = strings.resetPassword;
  if (step === 'success') {
    return (
      <Screen part="reset-password-success" title={s.successTitle} description={s.successBody}>
        <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
          {strings.common.backToLogin}
        </Link>
      </Screen>
    );
  }
  if (!userId || !token || step === 'failed') {
    return (
      <Screen part="reset-password-failed" title={s.failedTitle} error={error ?? (!userId || !token ? s.missingParams : undefined)}>
        <Link className="portico-link portico-reset-password-request-new" to={paths.forgetPasswordUrl}>
          {s.requestNew}
        </Link>
      </Screen>
    );
  }
  return (
    <Screen part="reset-password" title={s.title} error={error}>
      <NewPasswordForm
        part="reset-password"
        passwordLabel={s.passwordLabel}
        confirmLabel={s.confirmLabel}
        submitLabel={s.submit}
        loading={loading}
        onSubmit={(password) => reset({ userId, token, password })}
      />
    </Screen>
  );
}
