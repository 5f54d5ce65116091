/**
 * React bindings of @portico/core-state: a provider and one `useStore(store, selector)` hook per store.
 * @packageDocumentation
 */
export { PorticoProvider, usePortico } from './context';
export {
  useAcceptInvitation,
  useActivation,
  useAuth,
  useForgotPassword,
  useLogin,
  useLogout,
  useMfaSettings,
  useResetPassword,
  useSignUp,
  useStepUp,
} from './hooks';
export { useShallow, useStore } from './store';
