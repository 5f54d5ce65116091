// A portico-like object for component tests: zustand vanilla stores shaped as the core-state contract,
// with spy actions that move the flow the way the real machines do, so screens can be driven step by step.
import { vi, type Mock } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  AcceptInvitationState,
  ActivationState,
  AuthState,
  ForgotPasswordState,
  ImpersonationState,
  LoginState,
  MagicLinkState,
  PorticoLike,
  ResetPhoneState,
  ResetPasswordState,
  SignUpState,
  SocialLoginState,
  StepUpState,
} from '../src/portico';

type Stores = {
  [K in keyof Omit<PorticoLike, 'session'>]-?: NonNullable<PorticoLike[K]> extends { getState(): infer S } ? StoreApi<S> : never;
};

/** The fake: real zustand stores plus the session spies. */
export type FakePortico = Stores & { session: { start: Mock<() => Promise<void>>; logout: Mock<() => Promise<void>> } };

/** Initial state overrides per store. */
export type FakeOverrides = { [K in keyof Stores]?: Partial<ReturnType<Stores[K]['getState']>> };

const done = () => vi.fn(async () => {});

/** Builds a fake portico; pass partial states to start a store at a given step. */
export function createFakePortico(overrides: FakeOverrides = {}): FakePortico {
  const login = createStore<LoginState>()((set) => ({
    step: 'preLogin',
    loading: false,
    email: '',
    submitEmail: vi.fn(async (email: string) => set({ email, step: 'loginWithPassword' })),
    submitPassword: done(),
    submitCode: done(),
    verifyMfaCode: done(),
    useRecoveryCode: done(),
    sendEmailCode: vi.fn(async () => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: 'emailVerifyCode', codeSentAt: Date.now() } }))),
    enrollAuthenticator: vi.fn(async () =>
      set((s) => ({ mfa: s.mfa && { ...s.mfa, enrollment: { qrCodeUri: 'otpauth://totp/Portico:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portico', secret: 'JBSWY3DPEHPK3PXP' } } })),
    ),
    verifyEnrollment: done(),
    enrollSmsPhone: vi.fn(async (phoneNumber: string) => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: 'smsVerifyCode', phoneNumber, otcToken: 'otc', codeSentAt: Date.now() } }))),
    sendSmsCode: vi.fn(async () => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: 'smsVerifyCode', phoneNumber: '+4•••••••0103', otcToken: 'otc', codeSentAt: Date.now() } }))),
    acknowledgeRecoveryCode: vi.fn(() => set({ step: 'success' })),
    chooseMfaMethod: vi.fn(async (kind) => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: kind }, step: kind === 'recoveryCode' ? 'recoverTwoFactor' : s.step }))),
    resetBreachedPassword: vi.fn(async () => set({ step: 'breachedPasswordSuccess' })),
    backToEmail: vi.fn(() => set({ step: 'preLogin', mfa: undefined, error: undefined })),
    reset: vi.fn(() => set({ step: 'preLogin', email: '' })),
    ...overrides.login,
  }));
  const auth = createStore<AuthState>()(() => ({
    status: 'unauthenticated',
    isLoading: false,
    isAuthenticated: false,
    routes: {},
    ...overrides.auth,
  }));
  const signUp = createStore<SignUpState>()((set) => ({
    step: 'SignUp',
    loading: false,
    signUp: vi.fn(async () => set({ step: 'SignUpSuccess', shouldActivate: true })),
    ...overrides.signUp,
  }));
  const activation = createStore<ActivationState>()((set) => ({
    step: 'activating',
    loading: false,
    start: vi.fn(async () => set({ step: 'activatingForm' })),
    activate: vi.fn(async () => set({ step: 'success' })),
    ...overrides.activation,
  }));
  const invitation = createStore<AcceptInvitationState>()((set) => ({
    step: 'validate',
    loading: false,
    accept: vi.fn(async ({ userId, token }) => set({ step: userId && token ? 'success' : 'invalid' })),
    ...overrides.invitation,
  }));
  const forgotPassword = createStore<ForgotPasswordState>()((set) => ({
    step: 'forgotPassword',
    loading: false,
    sendResetLink: vi.fn(async () => set({ step: 'success' })),
    ...overrides.forgotPassword,
  }));
  const resetPassword = createStore<ResetPasswordState>()((set) => ({
    step: 'resetPassword',
    loading: false,
    reset: vi.fn(async () => set({ step: 'success' })),
    ...overrides.resetPassword,
  }));
  const stepUp = createStore<StepUpState>()((set) => ({
    step: 'idle',
    loading: false,
    start: vi.fn(async () => set({ step: 'verify', mfa: { step: 'authenticatorApp', mfaToken: 'm' } })),
    verify: vi.fn(async () => set({ step: 'success' })),
    chooseMfaMethod: vi.fn(async (kind) => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: kind } }))),
    ...overrides.stepUp,
  }));
  const impersonation = createStore<ImpersonationState>()((set) => ({
    step: 'idle',
    loading: false,
    impersonate: vi.fn(async () => (set({ step: 'success' }), true)),
    ...overrides.impersonation,
  }));
  const social = createStore<SocialLoginState>()((set) => ({
    step: 'idle',
    loading: false,
    providers: [],
    providersLoaded: false,
    loadProviders: vi.fn(async () => set({ providers: [{ type: 'google', active: true }, { type: 'github', active: true }], providersLoaded: true })),
    start: vi.fn(async () => set({ step: 'redirecting' })),
    completeCallback: vi.fn(async () => set({ step: 'success' })),
    ...overrides.social,
  }));
  const magicLink = createStore<MagicLinkState>()((set) => ({
    step: 'validating',
    loading: false,
    start: vi.fn(async (token: string | null) => set(token ? { step: 'success' } : { step: 'failed' })),
    ...overrides.magicLink,
  }));
  const resetPhone = createStore<ResetPhoneState>()((set) => ({
    step: 'ResetPhoneNumber',
    loading: false,
    email: '',
    done: false,
    sendCode: vi.fn(async (email: string) => set({ email, step: 'VerifyResetPhoneNumber' })),
    verifyCode: vi.fn(async () => set({ step: 'ChangePhoneNumber' })),
    changePhone: vi.fn(async () => set({ done: true })),
    ...overrides.resetPhone,
  }));
  return {
    auth,
    login,
    magicLink,
    resetPhone,
    signUp,
    activation,
    invitation,
    forgotPassword,
    resetPassword,
    stepUp,
    impersonation,
    social,
    session: { start: vi.fn(async () => {}), logout: vi.fn(async () => {}) },
  };
}
