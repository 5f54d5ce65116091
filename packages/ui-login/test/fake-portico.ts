// A portico-like object for component tests: zustand vanilla stores shaped as the core-state contract,
// with spy actions that move the flow the way the real machines do, so screens can be driven step by step.
import { vi, type Mock } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type {
  AcceptInvitationState,
  ActivationState,
  AuthState,
  ForgotPasswordState,
  ImpersonationState,
  LoginState,
  MagicLinkState,
  ResetPhoneState,
  ResetPasswordState,
  SignUpState,
  SocialLoginState,
  StepUpState,
} from '@portico/core-state';
import { DEFAULT_ROUTES } from '@portico/core-state';
import type { PorticoLike } from '../src/portico';

type Stores = {
  [K in keyof Omit<PorticoLike, 'session'>]-?: NonNullable<PorticoLike[K]>;
};

type State<K extends keyof Stores> = ReturnType<Stores[K]['getState']>;

/** The fake: real zustand stores plus the session spies. */
export type FakePortico = Stores & { session: { start: Mock<() => Promise<void>>; logout: Mock<() => Promise<void>> } };

// Nested objects (the MFA part, routes) may be given in part: a test names only the fields its screen reads.
type Loose<S> = { [K in keyof S]?: S[K] extends (...args: never[]) => unknown ? S[K] : NonNullable<S[K]> extends object ? Partial<NonNullable<S[K]>> : S[K] };

/** Initial state overrides per store. */
export type FakeOverrides = { [K in keyof Stores]?: Loose<State<K>> };

// The overrides are partial on purpose; the screens read them as the real states.
const given = <K extends keyof Stores>(overrides: FakeOverrides, key: K) => overrides[key] as Partial<State<K>> | undefined;

const done = () => vi.fn(async () => {});

/** Builds a fake portico; pass partial states to start a store at a given step. */
export function createFakePortico(overrides: FakeOverrides = {}): FakePortico {
  const login = createStore<LoginState>()((set) => ({
    step: 'preLogin',
    flow: 'login',
    loading: false,
    email: '',
    passkeysAvailable: false,
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
    completeSso: done(),
    verifyWebAuthn: done(),
    enrollWebAuthn: done(),
    registerQuickPhone: done(),
    verifyQuickPhone: done(),
    skipQuickLogin: vi.fn(),
    preparePasskeys: done(),
    cancelPasskeys: vi.fn(),
    loginWithPasskey: done(),
    addPasskey: done(),
    skipPasskeys: vi.fn(),
    ...given(overrides, 'login'),
  }));
  const auth = createStore<AuthState>()(() => ({
    status: 'unauthenticated',
    isLoading: false,
    isAuthenticated: false,
    user: null,
    tenants: [],
    routes: { ...DEFAULT_ROUTES },
    switchTenant: done(),
    loadTenants: done(),
    ...given(overrides, 'auth'),
  }));
  const signUp = createStore<SignUpState>()((set) => ({
    step: 'SignUp',
    loading: false,
    shouldActivate: false,
    reset: vi.fn(),
    signUp: vi.fn(async () => set({ step: 'SignUpSuccess', shouldActivate: true })),
    ...given(overrides, 'signUp'),
  }));
  const activation = createStore<ActivationState>()((set) => ({
    step: 'activating',
    loading: false,
    start: vi.fn(async () => set({ step: 'activatingForm' })),
    activate: vi.fn(async () => set({ step: 'success' })),
    ...given(overrides, 'activation'),
  }));
  const invitation = createStore<AcceptInvitationState>()((set) => ({
    step: 'validate',
    loading: false,
    accept: vi.fn(async ({ userId, token }) => set({ step: userId && token ? 'success' : 'invalid' })),
    ...given(overrides, 'invitation'),
  }));
  const forgotPassword = createStore<ForgotPasswordState>()((set) => ({
    step: 'forgotPassword',
    loading: false,
    email: '',
    reset: vi.fn(),
    sendResetLink: vi.fn(async () => set({ step: 'success' })),
    ...given(overrides, 'forgotPassword'),
  }));
  const resetPassword = createStore<ResetPasswordState>()((set) => ({
    step: 'resetPassword',
    loading: false,
    reset: vi.fn(async () => set({ step: 'success' })),
    ...given(overrides, 'resetPassword'),
  }));
  const stepUp = createStore<StepUpState>()((set) => ({
    step: 'generateSession',
    loading: false,
    start: vi.fn(async () => set({ step: 'stepUpWithMfa', mfa: { step: 'authenticatorApp', mfaToken: 'm', enrolling: false, factors: ['AuthenticatorApp'], allowRememberDevice: false } })),
    verify: vi.fn(async () => set({ step: 'success' })),
    chooseMfaMethod: vi.fn(async (kind) => set((s) => ({ mfa: s.mfa && { ...s.mfa, step: kind } }))),
    verifyWebAuthn: done(),
    redirectToStepUp: vi.fn(),
    ...given(overrides, 'stepUp'),
  }));
  const impersonation = createStore<ImpersonationState>()((set) => ({
    step: 'idle',
    loading: false,
    dialog: { status: 'closed' },
    openDialog: vi.fn(),
    closeDialog: vi.fn(),
    impersonate: vi.fn(async () => (set({ step: 'success' }), true)),
    end: vi.fn(async () => true),
    reset: vi.fn(),
    ...given(overrides, 'impersonation'),
  }));
  const social = createStore<SocialLoginState>()((set) => ({
    step: 'idle',
    loading: false,
    providers: [],
    providersLoaded: false,
    loadProviders: vi.fn(async () => set({ providers: [{ type: 'google', active: true }, { type: 'github', active: true }], providersLoaded: true })),
    start: vi.fn(async () => set({ step: 'redirecting' })),
    completeCallback: vi.fn(async () => set({ step: 'success' })),
    ...given(overrides, 'social'),
  }));
  const magicLink = createStore<MagicLinkState>()((set) => ({
    step: 'validating',
    loading: false,
    start: vi.fn(async (token: string | null) => set(token ? { step: 'success' } : { step: 'failed' })),
    ...given(overrides, 'magicLink'),
  }));
  const resetPhone = createStore<ResetPhoneState>()((set) => ({
    step: 'ResetPhoneNumber',
    loading: false,
    email: '',
    done: false,
    sendCode: vi.fn(async (email: string) => set({ email, step: 'VerifyResetPhoneNumber' })),
    verifyCode: vi.fn(async () => set({ step: 'ChangePhoneNumber' })),
    changePhone: vi.fn(async () => set({ done: true })),
    reset: vi.fn(),
    ...given(overrides, 'resetPhone'),
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
