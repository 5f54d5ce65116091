import { signIn } from '../src/auth/sign-in';
import { createLoginStore } from '../src/login/store';
import { createMfaSettingsStore } from '../src/mfa-settings/store';
import { createStepUpStore } from '../src/step-up/store';
import { fakeContext, tokens } from './fixtures';

/** The page the step-up tests start on (and are sent back to). */
export const SENSITIVE_PAGE = 'https://app.test/sensitive';

/** A signed-in user's profile MFA store (`mfa`) over the fake context. */
export async function signedInMfaSettings() {
  const f = fakeContext();
  await signIn(f.ctx, tokens());
  return { ...f, mfa: createMfaSettingsStore(f.ctx) };
}

/** A login store after email and password, where the server asked for MFA (`mfa-1`) with `answer` merged in. */
export async function loginAwaitingMfa(answer: object) {
  const f = fakeContext();
  f.api.login.mockResolvedValue({ mfaRequired: true, mfaToken: 'mfa-1', ...answer });
  const { store } = createLoginStore(f.ctx);
  await store.getState().submitEmail('ada@app.test');
  await store.getState().submitPassword('long enough pw');
  return { ...f, store };
}

/** A step-up store started (maxAge 300) on {@link SENSITIVE_PAGE}, the server's generate call answering `mfa-s` with `answer`. */
export async function stepUpStarted(answer: object) {
  const f = fakeContext({ page: SENSITIVE_PAGE });
  f.api.generateStepUp.mockResolvedValue({ mfaToken: 'mfa-s', ...answer });
  const stepUp = createStepUpStore(f.ctx);
  await stepUp.getState().start(300);
  return { ...f, stepUp };
}
