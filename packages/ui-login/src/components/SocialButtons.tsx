import { useEffect } from 'react';
import { format } from '../localization';
import { useStrings } from '../context';
import { useSocialState } from '../hooks';
import type { SocialProvider } from '@portico/core-state';

/** Each provider's name as its brand writes it. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook', github: 'GitHub', slack: 'Slack', apple: 'Apple', linkedin: 'LinkedIn',
};

/**
 * One button per active social provider, in the provider's colours (styles.css, no inline styles). Renders nothing
 * until providers are known or when none is on.
 */
export function SocialButtons() {
  const strings = useStrings();
  const { providers, loading, step, loadProviders, start } = useSocialState();
  useEffect(() => void loadProviders(), [loadProviders]);
  if (!providers.length) return null;
  const busy = loading || step === 'redirecting';
  return (
    <div className="portico-social" role="group" aria-label={strings.social.providersLabel}>
      <p className="portico-social-divider">
        <span>{strings.social.or}</span>
      </p>
      <ul className="portico-social-list">
        {providers.map(({ type }) => (
          <li key={type}>
            <button type="button" className={`portico-social-button portico-social-button--${type}`} data-provider={type} disabled={busy} onClick={() => void start(type)}>
              <span className="portico-social-mark" aria-hidden="true">{SOCIAL_PROVIDER_NAMES[type].charAt(0)}</span>
              <span>{format(strings.social.continueWith, { provider: SOCIAL_PROVIDER_NAMES[type] })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
