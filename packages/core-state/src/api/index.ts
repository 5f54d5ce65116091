export { createRestApi } from './rest-lazy';
export type {
  AuthStrategy,
  AuthenticatorEnrollment,
  LoginResponse,
  MfaDevices,
  MfaStrategy,
  PasswordlessType,
  Permission,
  PorticoApi,
  Role,
  SignUpRequest,
  SignUpResponse,
  SsoPreLoginResponse,
  StepUpResponse,
  Tenant,
  UserAuthorization,
  UserProfile,
} from './types';
