import type { AuthStrategy, LoginResponse } from '../api/types';
import type { Passkey, PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from './types';

/** The passkey calls of the {@link import('../api/types').PorticoApi} port. */
export interface PasskeyPort {
  /** Login strategies the vendor has switched on (public strategies call). */
  getActiveAuthStrategies(): Promise<AuthStrategy[]>;
  /** Request options for a passkey login; without an e-mail any passkey of the site may answer (autofill). */
  passkeyLoginOptions(body: { email?: string }): Promise<PasskeyRequestOptions>;
  passkeyLogin(assertion: PasskeyAssertion): Promise<LoginResponse>;
  /** The signed-in user's passkeys. */
  listPasskeys(): Promise<Passkey[]>;
  passkeyRegistrationOptions(): Promise<PasskeyCreationOptions>;
  registerPasskey(credential: PasskeyRegistration): Promise<Passkey>;
}
