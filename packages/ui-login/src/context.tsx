import { createContext, useContext } from 'react';
import type { LoginStrings } from './localization';
import type { PorticoLike } from './portico';
import type { LoginBoxPaths } from './routes';
import type { Appearance } from '@portico/ui-kit';

/** What every screen of the login box reads. */
export interface LoginBoxContextValue {
  portico: PorticoLike;
  strings: LoginStrings;
  paths: LoginBoxPaths;
  appearance: Appearance | undefined;
  /** Seconds before "resend code" is offered again. */
  resendCooldown: number;
}

const LoginBoxContext = createContext<LoginBoxContextValue | null>(null);

/** Provides the login box context (used by `PorticoLogin`). */
export const LoginBoxContextProvider = LoginBoxContext.Provider;

/** The login box context; throws a clear error outside `PorticoLogin`. */
export function useLoginBox(): LoginBoxContextValue {
  const value = useContext(LoginBoxContext);
  if (!value) throw new Error('Portico login screens must be rendered inside <PorticoLogin> (or <LoginBoxProvider>).');
  return value;
}

/** The strings of the active locale. */
export const useStrings = (): LoginStrings => useLoginBox().strings;
