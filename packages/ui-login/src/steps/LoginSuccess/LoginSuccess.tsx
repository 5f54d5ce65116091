import { Spinner } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';

/** Shown for the moment between success and the flow's redirect (200 ms, owned by core-state). */
export function LoginSuccess() {
  const strings = useStrings();
  return (
    <Screen part="login-success" title={strings.login.successTitle} status={strings.common.redirecting}>
      <div className="portico-center">
        <Spinner />
      </div>
    </Screen>
  );
}
