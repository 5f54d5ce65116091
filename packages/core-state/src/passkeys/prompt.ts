import type { FlowContext } from '../shared/context';
import { localStore } from '../shared/env';

/** The feature flag of new passkeys (product-spec §8 "show-passkeys-new"). */
export const PASSKEYS_FLAG = 'show-passkeys-new';
/** localStorage key: the user ticked "Don't show this again" on the passkey prompt. */
export const PASSKEYS_DONT_SHOW_KEY = 'portico.passkeys.dontShowAgain';
/** localStorage key: how this browser last signed in ('passkeys' after a passkey login). */
export const PREFERRED_METHOD_KEY = 'portico.login.preferredMethod';

/** How a login was proven, as far as the passkey prompt cares. */
export type LoginMethod = 'passkeys' | 'other';

/** What the passkey prompt depends on (product-spec §5). */
export interface PasskeyPromptInput {
  flagOn: boolean;
  strategyActive: boolean;
  preferredMethod: LoginMethod | null;
  dontShowAgain: boolean;
  deviceCount: number;
}

/**
 * Product-spec §5: the passkey prompt shows only if the new-passkeys flag is on, the passkeys strategy is active, the
 * preferred method is not passkeys, "don't show again" was not chosen, and the user has zero passkeys.
 */
export const shouldPromptPasskeys = (i: PasskeyPromptInput): boolean =>
  i.flagOn && i.strategyActive && i.preferredMethod !== 'passkeys' && !i.dontShowAgain && i.deviceCount === 0;

/** Remembers "don't show again" in this browser. */
export function dontShowPasskeyPromptAgain(): void {
  localStore()?.setItem(PASSKEYS_DONT_SHOW_KEY, '1');
}

/**
 * After a sign-in: records how it was proven, then says whether the passkey prompt is due. Each input is read only
 * when the cheaper ones before it allow a prompt; any failure means no prompt (the login itself never waits on it).
 */
export async function afterSignIn(ctx: Pick<FlowContext, 'api'>, method: LoginMethod): Promise<boolean> {
  const storage = localStore();
  const preferred = (storage?.getItem(PREFERRED_METHOD_KEY) as LoginMethod | null) ?? null;
  // Only a passkey sign-in is worth remembering; after any other the key goes (nothing kept that need not be).
  if (method === 'passkeys') storage?.setItem(PREFERRED_METHOD_KEY, method);
  else storage?.removeItem(PREFERRED_METHOD_KEY);
  const base = { preferredMethod: method === 'passkeys' ? method : preferred, dontShowAgain: storage?.getItem(PASSKEYS_DONT_SHOW_KEY) === '1' };
  try {
    if (!shouldPromptPasskeys({ ...base, flagOn: true, strategyActive: true, deviceCount: 0 })) return false;
    const flagOn = (await ctx.api.getFlags())[PASSKEYS_FLAG] === true;
    if (!flagOn) return false;
    const strategyActive = (await ctx.api.getActiveAuthStrategies()).includes('Passkeys');
    if (!strategyActive) return false;
    return shouldPromptPasskeys({ ...base, flagOn, strategyActive, deviceCount: (await ctx.api.listPasskeys()).length });
  } catch {
    return false;
  }
}
