import type { LoginResponse } from '../api/types';
import { browserCeremony, isAborted, isBrowserRefusal, type WebAuthnCeremony } from '../passkeys/ceremony';
import { PASSKEY_MESSAGES } from '../passkeys/messages';
import { dontShowPasskeyPromptAgain, type LoginMethod } from '../passkeys/prompt';
import type { FlowContext } from '../shared/context';
import type { LoginState } from './types';

type PasskeyActions = Pick<LoginState, 'passkeysAvailable' | 'preparePasskeys' | 'cancelPasskeys' | 'loginWithPasskey' | 'addPasskey' | 'skipPasskeys'>;

/** What the passkey actions borrow from the login store. */
export interface PasskeyLoginDeps {
  ctx: FlowContext;
  set(recipe: (s: LoginState) => void): void;
  run(work: () => Promise<void>, clearTokens?: boolean): Promise<void>;
  handleAnswer(answer: LoginResponse, method: LoginMethod): Promise<void>;
  finish(): void;
  ceremony?: WebAuthnCeremony;
}

/** Passkey login (button and e-mail autofill) and the passkey prompt after login (product-spec §4–§5). */
export function passkeyLoginActions(d: PasskeyLoginDeps): PasskeyActions {
  const { ctx, set, handleAnswer, finish } = d;
  const ceremony = d.ceremony ?? browserCeremony;
  // A refusal in the browser (cancelled, timed out) reads as one clear message instead of the default one.
  const run = async (work: () => Promise<void>, clearTokens?: boolean) => {
    let refused = false;
    await d.run(() => work().catch((error: unknown) => {
      refused = isBrowserRefusal(error);
      throw error;
    }), clearTokens);
    if (refused) set((s) => void (s.error = PASSKEY_MESSAGES.cancelled));
  };
  const signInWith = async (autofill: boolean) => {
    const options = await ctx.api.passkeyLoginOptions({});
    const assertion = await ceremony.get(options, autofill);
    await run(async () => handleAnswer(await ctx.api.passkeyLogin(assertion), 'passkeys'));
  };
  return {
    passkeysAvailable: false,
    async preparePasskeys() {
      if (!ceremony.supported()) return;
      const active = await ctx.api.getActiveAuthStrategies().catch((): string[] => []);
      if (!active.includes('Passkeys')) return;
      set((s) => void (s.passkeysAvailable = true));
      if (!(await ceremony.autofillSupported().catch(() => false))) return;
      // Conditional UI: waits quietly for the user to pick a passkey in the e-mail field's suggestions.
      await signInWith(true).catch((error: unknown) => {
        if (!isAborted(error)) ctx.logger.warn('Passkey autofill ended', error);
      });
    },
    cancelPasskeys: () => ceremony.cancel(),
    loginWithPasskey: () =>
      run(async () => {
        const options = await ctx.api.passkeyLoginOptions({});
        const assertion = await ceremony.get(options);
        await handleAnswer(await ctx.api.passkeyLogin(assertion), 'passkeys');
      }),
    addPasskey: () =>
      run(async () => {
        const options = await ctx.api.passkeyRegistrationOptions();
        await ctx.api.registerPasskey(await ceremony.create(options));
        finish();
      }, false),
    skipPasskeys(dontShowAgain = false) {
      if (dontShowAgain) dontShowPasskeyPromptAgain();
      finish();
    },
  };
}
