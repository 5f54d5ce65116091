import type { Portico, SessionController } from '@portico/core-state';

// The stores the login box reads, in core-state's own types: picked from `Portico`, never re-declared, so the login
// box and the stores cannot drift apart. Structural: any object with these stores fits (a test double, a host's own set).

/** Stores every login box screen may read. */
type RequiredStores = 'auth' | 'login' | 'signUp' | 'activation' | 'invitation' | 'forgotPassword' | 'resetPassword' | 'stepUp';

/** Stores a portico may lack: the screen that reads one then says there is nothing to do (or shows no social buttons). */
type OptionalStores = 'impersonation' | 'social' | 'magicLink' | 'resetPhone';

/** What the login box needs from a `createPortico()` result (which fits as it is). */
export type PorticoLike = Pick<Portico, RequiredStores> &
  Partial<Pick<Portico, OptionalStores>> & {
    session: Pick<SessionController, 'start' | 'logout'>;
  };
