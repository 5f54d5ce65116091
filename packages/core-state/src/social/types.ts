import type { SocialProvider } from '@portico/rest-api/auth';

export type { SocialProvider };

/** A social login provider as the login box reads it (the public provider list; never a secret). */
export interface SocialProviderView {
  type: SocialProvider;
  active: boolean;
  clientId?: string;
  redirectUrl?: string;
  /** Where the flow starts on the server (its pre-login for this provider). */
  authorizationUrl?: string;
}

/** Social login steps: idle, off to the provider, back on the callback route, done, or failed. */
export type SocialLoginStep = 'idle' | 'redirecting' | 'completing' | 'success' | 'failed';

/** State of `portico.social`. */
export interface SocialLoginState {
  step: SocialLoginStep;
  loading: boolean;
  /** 'Failed to authenticate' for every social failure (api-calls-and-errors.md §8). */
  error?: string;
  /** Active providers, in the server's order. */
  providers: SocialProviderView[];
  providersLoaded: boolean;
  /** After the callback: whether the provider account made a new user. */
  isNewUser?: boolean;
  /** Reads the active providers (once per store unless `force`); failures leave the list empty. */
  loadProviders(force?: boolean): Promise<void>;
  /** Keeps a PKCE verifier for this tab, asks the server to start, then sends the browser to the provider. */
  start(provider: SocialProvider): Promise<void>;
  /** On the callback route: finishes the login with the returned code and state. */
  completeCallback(): Promise<void>;
}
