import type { ServerModule } from '../kernel/module';
import { profileMfaRoutes } from './routes';
import { webAuthnMfaRoutes } from './webauthn-routes';
import { smsMfaRoutes } from './sms-routes';

/** The mfa-store module (app.ts composes it through src/modules.ts). */
export const mfaStoreModule: ServerModule = {
  name: 'mfa-store',
  owns: 'Second factors of a user: authenticator app, WebAuthn and SMS MFA (enrolment at login and in the profile)',
  mounts: [
    { prefix: '/identity/resources', routes: profileMfaRoutes },
    { prefix: '/identity/resources', routes: webAuthnMfaRoutes },
    { prefix: '/identity/resources', routes: smsMfaRoutes },
  ],
};
