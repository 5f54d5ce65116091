import { Spinner } from '@portico/ui-kit';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useAuthState } from '../../hooks';

/**
 * Hosted-login redirect target (`/oauth/callback`). The code exchange belongs to core-state's session
 * (started by the host); this screen only reflects the auth state and shows a failure with a way back.
 */
export default function OAuthCallback() {
  const { strings, paths } = useLoginBox();
  const { status, error } = useAuthState();
  // Unauthenticated here means nothing more will happen (a bad code or state): never leave the spinner up.
  const failed = status === 'unauthenticated';
  return (
    <Screen part="oauth-callback" title={failed ? strings.oauthCallback.failedTitle : strings.oauthCallback.title}
      error={failed ? (error || strings.oauthCallback.notCompleted) : undefined}>
      {failed ? (
        <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
          {strings.common.backToLogin}
        </Link>
      ) : (
        <div className="portico-center">
          <Spinner />
        </div>
      )}
    </Screen>
  );
}
