import { forgetActiveTenant } from './active-tenant';
import type { LoginResponse } from '../api/types';
import type { FlowContext } from '../shared/context';
import { MSG_NO_LOGIN_ANSWER } from '../shared/messages';
import { loadUser } from './load-user';
import type { PorticoUser } from './user';

/**
 * Takes a token answer: keeps the access token in memory, loads the merged user and marks the auth store
 * authenticated. A failure clears the token and leaves the user unauthenticated before rethrowing.
 */
export async function signIn(ctx: FlowContext, answer: LoginResponse): Promise<PorticoUser> {
  if (!answer.accessToken) throw new Error(MSG_NO_LOGIN_ANSWER);
  ctx.vault.set(answer.accessToken, answer.expires_in ?? answer.expiresIn);
  try {
    const user = await loadUser(ctx.api, answer.accessToken, {
      entitlementsEnabled: ctx.entitlementsEnabled,
      ...(answer.profile ? { profile: answer.profile } : {}),
    });
    ctx.auth.setAuthenticated(user);
    ctx.emit({ type: 'login-completed', userId: user.id });
    return user;
  } catch (error) {
    signOutLocally(ctx);
    throw error;
  }
}

/** Clears the token and the user (login failure, sign-up error, refresh failure). */
export function signOutLocally(ctx: Pick<FlowContext, 'vault' | 'auth'>, error?: string): void {
  ctx.vault.clear();
  // The next sign-in in this tab starts in the user's own tenant.
  forgetActiveTenant();
  ctx.auth.setUnauthenticated(error);
}
