import { Button } from '@portico/ui-kit';
import { useId, useState } from 'react';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** The `promptPasskeys` step after login (product-spec §5): add a passkey now, or go on; optionally never ask again. */
export function PromptPasskeys() {
  const strings = useStrings();
  const { loading, error, addPasskey, skipPasskeys } = useLoginState();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const id = useId();
  return (
    <Screen part="login-prompt-passkeys" title={strings.passkeys.promptTitle} description={strings.passkeys.promptBody} error={error}>
      <Button className="portico-passkeys-add" loading={loading} onClick={() => void addPasskey()}>
        {strings.passkeys.add}
      </Button>
      <div className="portico-remember-device">
        <input id={id} type="checkbox" className="portico-checkbox portico-passkeys-dont-show" checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />
        <label htmlFor={id}>{strings.passkeys.dontShowAgain}</label>
      </div>
      <Button variant="secondary" className="portico-passkeys-skip" disabled={loading} onClick={() => skipPasskeys(dontShowAgain)}>
        {strings.passkeys.skip}
      </Button>
    </Screen>
  );
}
