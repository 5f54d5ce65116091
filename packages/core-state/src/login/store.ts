import type { StoreApi } from 'zustand/vanilla';
import type { LoginResponse, PasswordlessType } from '../api/types';
import { signIn, signOutLocally } from '../auth/sign-in';
import { POST_LOGIN_REDIRECT_MS, SSO_FAILED_REDIRECT_MS, SSO_REDIRECT_MS } from '../constants';
import { selectMfa } from '../mfa/select';
import { postLoginTarget, queryParam, scopedTenantId } from '../redirect/query';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore, update } from '../shared/store';
import { afterSignIn, type LoginMethod } from '../passkeys/prompt';
import { passkeyLoginActions } from './passkeys';
import { webAuthnMfaLoginActions } from './webauthn-mfa';
import { afterSmsLogin, quickSmsActions } from './quick-sms';
import { smsMfaActions, verifySmsCode } from './mfa-sms';
import type { LoginState, LoginStep } from './types';

const PASSWORDLESS_STEP: Record<PasswordlessType, LoginStep> = {
  Code: 'loginWithOtc',
  MagicLink: 'magicLinkPreLoginSuccess',
  SmsCode: 'loginWithSmsOtc',
};

/** The login flow store plus `handleAnswer`, which sign-up and activation reuse for their token answers. */
export interface LoginFlow {
  store: StoreApi<LoginState>;
  handleAnswer(answer: LoginResponse, method?: LoginMethod): Promise<void>;
  /** Marks success and schedules the redirect to the authenticated URL (or accepted redirectUrl). */
  finish(): void;
  /** Shows the code step of a passwordless login already started elsewhere (phone reset starts an SMS login). */
  enterPasswordless(type: PasswordlessType, email: string): void;
}

/** Creates `portico.login`: preLogin → password/passwordless/SSO → MFA → breached password → success. */
export function createLoginStore(ctx: FlowContext): LoginFlow {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let passwordless: PasswordlessType = 'Code';
  const later = (ms: number, url: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => ctx.navigate(url), ms);
  };
  const initial = { step: 'preLogin' as LoginStep, flow: 'login' as 'login' | 'registerQuickLogin', loading: false, error: undefined, email: '', mfa: undefined, ssoAddress: undefined, quickSms: undefined };

  const store = createFlowStore<LoginState>((set, get) => {
    const begin = () => set((s) => ((s.loading = true), (s.error = undefined)));
    const fail = (error: unknown, clearTokens = true) => {
      if (clearTokens) signOutLocally(ctx);
      set((s) => ((s.loading = false), (s.error = errorMessage(error))));
    };
    const run = async (work: () => Promise<void>, clearTokens = true) => {
      begin();
      try {
        await work();
      } catch (error) {
        fail(error, clearTokens);
      }
    };
    const mfaToken = () => get().mfa?.mfaToken ?? '';
    const sms = { ctx, store: (): StoreApi<LoginState> => store, run, handleAnswer: (a: LoginResponse) => handleAnswer(a) };

    return {
      ...initial,
      submitEmail: (email) =>
        run(async () => {
          set((s) => void (s.email = email));
          const sso = await ctx.api.ssoPreLogin({ email, ...tenantOf(ctx) });
          if (sso) {
            set((s) => ((s.step = 'redirectToSSO'), (s.ssoAddress = sso.address), (s.loading = false)));
            return later(SSO_REDIRECT_MS, sso.address);
          }
          const strategy = await ctx.api.getAuthStrategy();
          const type: PasswordlessType | null =
            strategy === 'Code' ? 'Code' : strategy === 'MagicLink' ? 'MagicLink' : strategy === 'SmsCode' || strategy === 'SmsCodeV2' ? 'SmsCode' : null;
          if (type) {
            await ctx.api.passwordlessPreLogin(type, { email });
            passwordless = type;
          }
          set((s) => ((s.step = type ? PASSWORDLESS_STEP[type] : 'loginWithPassword'), (s.loading = false)));
        }),
      submitPassword: (password) =>
        run(async () => {
          const invitationToken = queryParam(ctx.pageUrl(), 'invitationToken');
          await handleAnswer(await ctx.api.login({ email: get().email, password, ...(invitationToken ? { invitationToken } : {}) }));
        }),
      submitCode: (code) =>
        run(async () => {
          const answer = await ctx.api.passwordlessPostLogin(passwordless, { token: code, email: get().email });
          if (passwordless === 'SmsCode' && answer.accessToken && !answer.mfaRequired) return afterSms(answer);
          return handleAnswer(answer);
        }),
      verifyMfaCode: (code, options = {}) =>
        run(async () => {
          const mfa = get().mfa;
          if (mfa?.enrolling && mfa.step === 'authenticatorApp') return verifyEnrollment(code);
          if (mfa?.step === 'smsVerifyCode') return verifySmsCode(sms, code, options);
          const body = { mfaToken: mfaToken(), value: code, ...(options.rememberDevice ? { rememberDevice: true } : {}) };
          await handleAnswer(
            mfa?.step === 'emailVerifyCode'
              ? await ctx.api.verifyLoginEmailCode({ ...body, ...(mfa.otcToken ? { otcToken: mfa.otcToken } : {}) })
              : await ctx.api.verifyMfa(body),
          );
        }),
      useRecoveryCode: (code) =>
        run(async () => {
          const answer = await ctx.api.recoverMfa({ mfaToken: mfaToken(), email: get().email, recoveryCode: code });
          if (answer.accessToken || answer.mfaRequired) return handleAnswer(answer);
          // The recovery code switched MFA off without signing in: the user logs in again with the password.
          set((s) => ((s.step = 'loginWithPassword'), (s.mfa = undefined), (s.loading = false)));
        }),
      sendEmailCode: () =>
        run(async () => {
          const { otcToken } = await ctx.api.sendLoginEmailCode({ mfaToken: mfaToken() });
          set((s) => ((s.loading = false), s.mfa && ((s.mfa.step = 'emailVerifyCode'), (s.mfa.otcToken = otcToken))));
        }, false),
      enrollAuthenticator: () =>
        run(async () => {
          const enrollment = await ctx.api.enrollLoginAuthenticator({ mfaToken: mfaToken() });
          set((s) => ((s.loading = false), s.mfa && ((s.mfa.step = 'authenticatorApp'), (s.mfa.enrollment = { ...enrollment }))));
        }, false),
      verifyEnrollment: (code) => run(() => verifyEnrollment(code)),
      acknowledgeRecoveryCode: () => finish(),
      chooseMfaMethod: async (kind) => {
        set((s) => {
          if (!s.mfa) return;
          s.mfa.step = kind;
          s.error = undefined;
          s.step = kind === 'recoveryCode' ? 'recoverTwoFactor' : s.mfa.enrolling ? 'forceTwoFactor' : 'loginWithTwoFactor';
        });
        if (kind === 'emailVerifyCode') await get().sendEmailCode();
        if (kind === 'smsVerifyCode') await get().sendSmsCode();
      },
      resetBreachedPassword: () =>
        run(async () => {
          await ctx.api.forgotPassword({ email: get().email });
          set((s) => ((s.step = 'breachedPasswordSuccess'), (s.loading = false)));
        }, false),
      completeSso: async (kind, params) => {
        set((s) => ((s.step = 'redirectToSSO'), (s.loading = true), (s.error = undefined)));
        try {
          const redirectUri = new URL(ctx.routes.oidcRedirectUrl, ctx.pageUrl()).toString();
          await handleAnswer(kind === 'saml'
            ? await ctx.api.samlPostLogin({ SAMLResponse: params.SAMLResponse ?? '', ...(params.RelayState ? { RelayState: params.RelayState } : {}) })
            : await ctx.api.oidcPostLogin({ code: params.code ?? '', redirectUri, ...(params.state ? { state: params.state } : {}), ...(params.iss ? { iss: params.iss } : {}) }));
        } catch (error) {
          signOutLocally(ctx);
          set((s) => ((s.step = 'loginWithSSOFailed'), (s.loading = false), (s.error = errorMessage(error))));
          later(SSO_FAILED_REDIRECT_MS, ctx.routes.authenticatedUrl);
        }
      },
      ...quickSmsActions(ctx, (): StoreApi<LoginState> => store, finish),
      backToEmail: () => set((s) => ((s.step = 'preLogin'), (s.mfa = undefined), (s.error = undefined), (s.loading = false))),
      reset: () => {
        clearTimeout(timer);
        set((s) => void Object.assign(s, initial));
      },
      ...passkeyLoginActions({ ctx, set, run, handleAnswer, finish }),
      ...smsMfaActions(sms),
      ...webAuthnMfaLoginActions({ ctx, get, set, run, handleAnswer }),
    };
  });

  async function verifyEnrollment(code: string): Promise<void> {
    const answer = await ctx.api.verifyLoginAuthenticator({ mfaToken: store.getState().mfa?.mfaToken ?? '', value: code });
    if (!answer.recoveryCode) return handleAnswer(answer);
    await signIn(ctx, answer);
    // The recovery code is shown once; the redirect waits for acknowledgeRecoveryCode().
    update(store, (s) => ((s.loading = false), s.mfa && (s.mfa.enrollment = { ...s.mfa.enrollment, recoveryCode: answer.recoveryCode })));
  }

  async function handleAnswer(answer: LoginResponse, method: LoginMethod = 'other'): Promise<void> {
    if (answer.mfaRequired && answer.mfaToken) {
      signOutLocally(ctx);
      const mfa = selectMfa({ ...answer, mfaToken: answer.mfaToken });
      update(store, (s) => ((s.mfa = mfa), (s.step = mfa.enrolling ? 'forceTwoFactor' : 'loginWithTwoFactor'), (s.loading = false)));
      return;
    }
    if (answer.isBreachedPassword) {
      signOutLocally(ctx);
      update(store, (s) => ((s.step = 'breachedPassword'), (s.loading = false)));
      return;
    }
    await signIn(ctx, answer);
    if (await afterSignIn(ctx, method)) return update(store, (s) => ((s.step = 'promptPasskeys'), (s.loading = false)));
    finish();
  }

  function finish(): void {
    update(store, (s) => ((s.step = 'success'), (s.loading = false), (s.error = undefined)));
    later(POST_LOGIN_REDIRECT_MS, postLoginTarget(ctx.pageUrl(), ctx.routes.authenticatedUrl, { ...ctx.redirect, logger: ctx.logger }));
  }

  async function afterSms(answer: LoginResponse): Promise<void> {
    return afterSmsLogin(ctx, store, answer, finish);
  }

  function enterPasswordless(type: PasswordlessType, email: string): void {
    passwordless = type;
    update(store, (s) => ((s.email = email), (s.step = PASSWORDLESS_STEP[type]), (s.flow = 'login'), (s.loading = false), (s.error = undefined)));
  }

  return { store, handleAnswer, finish, enterPasswordless };
}

const tenantOf = (ctx: FlowContext) => {
  const tenantId = scopedTenantId(ctx.pageUrl());
  return tenantId ? { tenantId } : {};
};
